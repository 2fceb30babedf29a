import { useSearchForm } from '@livefully/web-kit';
import { Button, Flex, TextField } from '@livefully/web-kit/ui';
import { useId } from 'react';

export function HeaderSearch() {
  const { term, setTerm, formProps, inputProps } = useSearchForm();
  const inputId = useId();

  return (
    <Flex asChild gap="2">
      <form role="search" aria-label="Site search" {...formProps}>
        <label htmlFor={inputId} className="visually-hidden">
          Search articles, guides and topics
        </label>
        <TextField.Root
          id={inputId}
          className="header-search__input"
          type="search"
          {...inputProps}
          placeholder="Search the site..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
    </Flex>
  );
}
