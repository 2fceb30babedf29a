import { useContext } from 'react';
import { sharedContext } from '../islands/shared-context';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** A document navigation: what a link does on a public page, whose parts are islands with no router. */
const documentNavigate: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

/**
 * How a part of a page goes to another address. The application rendered in the browser (the
 * admin area) provides its router's navigate; an island of a public page has no router and goes
 * by document navigation, which Speculation Rules make instant.
 */
export const NavigateContext = sharedContext<Navigate>('livefully.navigate', documentNavigate);

/** Whether `navigate` is the document navigation a link does by itself (no part navigates otherwise). */
export function isDocumentNavigate(navigate: Navigate): boolean {
  return navigate === documentNavigate;
}

export function useSiteNavigate(): Navigate {
  return useContext(NavigateContext);
}
