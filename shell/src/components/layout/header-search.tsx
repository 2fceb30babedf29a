import { searchPath } from '@livefully/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

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
    <form className="header-search" role="search" aria-label="Site search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search articles, guides and topics
      </label>
      <input
        id={inputId}
        className="input header-search__input"
        type="search"
        name="q"
        placeholder="Search..."
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="button button--primary header-search__button">
        Search
      </button>
    </form>
  );
}
