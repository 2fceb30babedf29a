import { searchPath } from '@livefully/web-kit';
import { useNavigate } from '@livefully/web-kit/router';
import { Button, Flex, TextField } from '@livefully/web-kit/ui';
import { useId, useState, type FormEvent } from 'react';

export function HeaderSearch() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(term);
    if (path) void navigate(path);
  };

  return (
    <Flex asChild gap="2">
      <form role="search" aria-label="Site search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search articles, guides and topics
        </label>
        <TextField.Root
          id={inputId}
          className="header-search__input"
          type="search"
          name="q"
          placeholder="Search..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
    </Flex>
  );
}
