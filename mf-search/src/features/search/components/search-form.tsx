import { useSearchForm } from '@livefully/web-kit';
import { Box, Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';

/** docs/requirements.md#r-search-page: submitting a non-blank term navigates to /search?q={trimmed term}. */
export function SearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  // The box shows the term of the address when that changes (back/forward), without a remount that would drop the focus.
  const { term, setTerm, formProps, inputProps } = useSearchForm(initialTerm);
  // The server renders an island as a root of its own, as the browser hydrates it: the same id.
  const inputId = useId();
  const [termOfAddress, setTermOfAddress] = useState(initialTerm);
  if (termOfAddress !== initialTerm) {
    setTermOfAddress(initialTerm);
    setTerm(initialTerm);
  }

  return (
    <Box asChild my="5">
      <form role="search" aria-label="Search content" {...formProps}>
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor={inputId} size="2" weight="medium">
            Search articles, guides and topics
          </Text>
          <Flex gap="3" wrap="wrap">
            <Box flexGrow="1" minWidth="12rem">
              <TextField.Root
                id={inputId}
                size="3"
                type="search"
                {...inputProps}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              >
                <TextField.Slot>
                  <Search aria-hidden="true" focusable="false" size={18} />
                </TextField.Slot>
              </TextField.Root>
            </Box>
            <Button type="submit" size="3">
              Search
            </Button>
          </Flex>
        </Flex>
      </form>
    </Box>
  );
}
