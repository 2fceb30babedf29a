import { PageMeta } from '@livefully/web-kit';
import { useLocation } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';

/**
 * What the renderer answers (503) when the content a page needs cannot be read and no copy is
 * kept. A plain link retries, so it works before any script runs; the browser then renders the
 * page itself, with the page's own error state and retry.
 */
export function ServiceUnavailablePage() {
  const { pathname, search } = useLocation();
  return (
    <Flex className="container page" direction="column" align="center" gap="4">
      <PageMeta title="Temporarily Unavailable" description="This page cannot be loaded right now. Please try again in a moment." />
      <Heading as="h1" size="8" m="0">
        Temporarily Unavailable
      </Heading>
      <Text as="p" size="3" color="gray" align="center" m="0">
        This page cannot be loaded right now. Please try again in a moment.
      </Text>
      <Button asChild size="3">
        <a href={`${pathname}${search}`}>Try Again</a>
      </Button>
    </Flex>
  );
}
