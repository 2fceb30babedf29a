import { Card, Flex, Skeleton } from '@livefully/web-kit/ui';

/** docs/requirements.md#r-search-limits: three placeholder cards in the shape of the results while a search runs. */
export const SKELETON_CARDS = 3;

export function SearchSkeleton() {
  return (
    <Flex asChild direction="column" gap="4">
      <ul className="search-list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card asChild size="3" key={index}>
            <li data-testid="search-skeleton">
              <Flex direction="column" gap="3">
                <Skeleton width="5rem" height="1.25rem" />
                <Skeleton width="70%" height="1.5rem" />
                <Skeleton width="100%" height="0.875rem" />
                <Skeleton width="45%" height="0.875rem" />
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Flex>
  );
}
