import { usePageAlive } from '@livefully/web-kit';
import { Button, Flex, Text } from '@livefully/web-kit/ui';

type LoadMoreProps = {
  loading: boolean;
  /** Not ready for another page yet (a new filter's first page is on its way). */
  disabled?: boolean;
  failed: boolean;
  /** The address of the list with one more page: what the control is before the page is alive. */
  href: string;
  onLoadMore: () => void;
};

const LABEL = 'Load More Articles';

/**
 * Before the page's code runs (and without JavaScript) a link to the list with one more page,
 * which the server renders; once alive, a button that adds the next page in place.
 */
export function LoadMore({ loading, disabled = false, failed, href, onLoadMore }: LoadMoreProps) {
  const alive = usePageAlive();
  return (
    <Flex direction="column" align="center" gap="3" mt="8">
      {failed ? (
        <Text as="p" color="red" mb="0" role="alert">
          We couldn't load more articles. Please try again.
        </Text>
      ) : null}
      {alive ? (
        <Button size="3" variant="outline" onClick={onLoadMore} disabled={loading || disabled} aria-busy={loading}>
          {loading ? 'Loading more articles...' : LABEL}
        </Button>
      ) : (
        <Button asChild size="3" variant="outline">
          <a href={href}>{LABEL}</a>
        </Button>
      )}
    </Flex>
  );
}
