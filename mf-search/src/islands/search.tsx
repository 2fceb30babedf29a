// The search page's island (web-apps.json `islands`): its form and the results it updates,
// loaded by the island runtime on a public page, where no router runs.
import { IslandQueries, NavigateContext } from '@livefully/web-kit';
import { SearchArea, type SearchAreaProps } from '../features/search/components/search-area';
import { useAddressTerm } from '../features/search/hooks/use-address-term';
import { useSearchHead } from '../features/search/hooks/use-search-head';
import { addressNavigate } from '../features/search/navigation/address-navigate';

/** The head follows the address the island searches (renders nothing, so the markup is the server's). */
function SearchHead({ term }: SearchAreaProps) {
  useSearchHead(useAddressTerm(term));
  return null;
}

/** Searches change the address in place; the first render reads the page's answers (`readsQueries`). */
export default function SearchIsland(props: SearchAreaProps) {
  return (
    <IslandQueries>
      <NavigateContext value={addressNavigate}>
        <SearchHead {...props} />
        <SearchArea {...props} />
      </NavigateContext>
    </IslandQueries>
  );
}
