import { Button, Flex, Text } from '@livefully/web-kit/ui';

type LoadMoreProps = {
  loading: boolean;
  /** Not ready for another page yet (a new filter's first page is on its way). */
  disabled?: boolean;
  failed: boolean;
  onLoadMore: () => void;
};

export function LoadMore({ loading, disabled = false, failed, onLoadMore }: LoadMoreProps) {
  return (
    <Flex direction="column" align="center" gap="3" mt="8">
      {failed ? (
        <Text as="p" color="red" mb="0" role="alert">
          We couldn't load more articles. Please try again.
        </Text>
      ) : null}
      <Button size="3" variant="outline" onClick={onLoadMore} disabled={loading || disabled} aria-busy={loading}>
        {loading ? 'Loading more articles...' : 'Load More Articles'}
      </Button>
    </Flex>
  );
}
