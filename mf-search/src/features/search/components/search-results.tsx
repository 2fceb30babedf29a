import type { SearchResponse } from '@livefully/contracts';
import { Flex, Text } from '@livefully/web-kit/ui';
import { SearchResultCard } from './search-result-card';

export function SearchResults({ data }: { data: SearchResponse }) {
  return (
    <>
      <Flex asChild direction="column" gap="4">
        <ul className="search-list" aria-label="Search results">
          {data.results.map((result) => (
            <li key={`${result.type}:${result.id}`}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ul>
      </Flex>
      {data.total > data.results.length ? (
        <Text as="p" color="gray" align="center" mt="5">
          Showing the {data.results.length} best matches. Add a word to narrow the search.
        </Text>
      ) : null}
    </>
  );
}
