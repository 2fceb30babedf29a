type LoadMoreProps = {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
};

export function LoadMore({ loading, failed, onLoadMore }: LoadMoreProps) {
  return (
    <div className="load-more">
      {failed ? (
        <p className="load-more__error" role="alert">
          We couldn't load more articles. Please try again.
        </p>
      ) : null}
      <button
        type="button"
        className="button button--outline load-more__button"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? 'Loading more articles...' : 'Load More Articles'}
      </button>
    </div>
  );
}
