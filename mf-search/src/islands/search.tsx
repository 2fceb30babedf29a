// The search page's island (web-apps.json `islands`): its form and the results it updates,
// loaded by the island runtime on a public page, where no router runs.
import { IslandQueries, NavigateContext } from '@livefully/web-kit';
import { SearchArea, type SearchAreaProps } from '../features/search/components/search-area';
import { useAddressTerm } from '../features/search/hooks/use-address-term';
import { useSearchHead } from '../features/search/hooks/use-search-head';
import type { ReactNode } from 'react';
import { addressNavigate } from '../features/search/navigation/address-navigate';

/**
 * The head follows the address the island searches. It wraps the area rather than sitting beside
 * it: the server renders the area alone as the island's root, and a sibling would shift the ids
 * (`useId`) of everything in it.
 */
function WithSearchHead({ term, children }: SearchAreaProps & { children: ReactNode }) {
  useSearchHead(useAddressTerm(term));
  return children;
}

/** Searches change the address in place; the first render reads the page's answers (`readsQueries`). */
export default function SearchIsland(props: SearchAreaProps) {
  return (
    <IslandQueries>
      <NavigateContext value={addressNavigate}>
        <WithSearchHead {...props}>
          <SearchArea {...props} />
        </WithSearchHead>
      </NavigateContext>
    </IslandQueries>
  );
}
