import { Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { SearchX } from 'lucide-react';

export function BlogEmpty({ onClearFilters }: { onClearFilters: () => void }) {
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
        <Button size="3" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </Flex>
    </Card>
  );
}
