import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether the page's scripts are running this part: false on the server and in the render that
 * hydrates its markup, true from the next render on (and in any render that is not hydrating).
 * A form whose answer needs the page's code disables its submit button until then: pressed (or
 * Enter in a field) before, the browser would send it as a plain form to the page's own address.
 */
export function usePageAlive(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
