import { searchPath } from '@livefully/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import './search-form.css';

/** SPEC §2 search: submitting a non-blank term navigates to /search?q={trimmed term}. */
export function SearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  // The box shows the term of the address when that changes (back/forward), without a remount that would drop the focus.
  const [term, setTerm] = useState(initialTerm);
  const [termOfAddress, setTermOfAddress] = useState(initialTerm);
  if (termOfAddress !== initialTerm) {
    setTermOfAddress(initialTerm);
    setTerm(initialTerm);
  }
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(term);
    if (path) void navigate(path);
  };

  return (
    <form className="search-form" role="search" aria-label="Search content" onSubmit={submit}>
      <label htmlFor={inputId} className="search-form__label">
        Search articles, guides and topics
      </label>
      <div className="cluster">
        <input
          id={inputId}
          className="input search-form__input"
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
