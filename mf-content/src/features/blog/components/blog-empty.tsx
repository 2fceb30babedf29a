import { usePageAlive } from '@livefully/web-kit';
import { Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { SearchX } from 'lucide-react';

const CLEAR = 'Clear Filters';
/** The unfiltered list (an island has no router to ask for its path). */
const BLOG_PATH = '/blog';

/** 'Clear Filters' is a link to the unfiltered list until the page is alive (and without JavaScript), then a button. */
export function BlogEmpty({ onClearFilters }: { onClearFilters: () => void }) {
  const alive = usePageAlive();
  return (
    <Card size="4" variant="surface">
      <Flex direction="column" align="center" gap="3" py="6">
        <Text color="orange">
          <SearchX aria-hidden="true" size={40} />
        </Text>
        <Heading as="h2" size="6" mb="0">
          No articles found
        </Heading>
        <Text as="p" color="gray" align="center" mb="2">
          Try adjusting your search criteria or browse all categories.
        </Text>
        {alive ? (
          <Button size="3" onClick={onClearFilters}>
            {CLEAR}
          </Button>
        ) : (
          <Button asChild size="3">
            <a href={BLOG_PATH}>{CLEAR}</a>
          </Button>
        )}
      </Flex>
    </Card>
  );
}
