/** SPEC §9: three placeholder cards in the shape of the results while a search runs. */
export const SKELETON_CARDS = 3;

export function SearchSkeleton() {
  return (
    <ul className="search-results" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="search-result search-result--skeleton" data-testid="search-skeleton">
          <div className="skeleton search-skeleton__line search-skeleton__line--badge" />
          <div className="skeleton search-skeleton__line search-skeleton__line--title" />
          <div className="skeleton search-skeleton__line" />
          <div className="skeleton search-skeleton__line search-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}
