import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteNavigate } from './navigate';
import { searchPath } from './search-path';

/** A term with a character other than a space: the browser's own check of a search box. */
export const NON_BLANK_TERM = '.*\\S.*';

/**
 * A site search form (docs/requirements.md#r-search-form): submitting goes to /search?q={trimmed term}; a blank term does
 * nothing. It also works before the page's scripts have run, as a plain form: it submits to
 * /search with `q` (the search page then trims the address), and the browser's own check
 * (`required` and a non-blank `pattern`) stops a blank term. Once the page is alive, text typed
 * before then is kept, and the browser's check steps aside for the silent blank of the spec.
 */
export function useSearchForm(initialTerm = '') {
  const [term, setTerm] = useState(initialTerm);
  const navigate = useSiteNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const typed = (form.elements.namedItem('q') as HTMLInputElement | null)?.value;
    if (typed !== undefined && typed !== initialTerm) setTerm(typed);
    // Once, as the form comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(term);
    if (path) navigate(path);
  };

  return {
    term,
    setTerm,
    formProps: { ref: formRef, action: '/search', method: 'get', onSubmit },
    inputProps: { name: 'q', required: true, pattern: NON_BLANK_TERM },
  } as const;
}
