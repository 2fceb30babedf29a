import type { Navigate } from '@livefully/web-kit';
import { ADDRESS_CHANGE_EVENT } from '../hooks/use-address-term';

/**
 * How the search island goes to an address on a public page, which has no router: another
 * search changes the address in place (a history entry of its own, or the same one with
 * `replace`, or when it is the address already shown, as the router does), so back and forward
 * return to each term's results; any other address is a document navigation, as a link is.
 */
export const addressNavigate: Navigate = (to, options) => {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (options?.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  if (options?.replace || url.href === window.location.href) window.history.replaceState(null, '', url.href);
  else window.history.pushState(null, '', url.href);
  window.dispatchEvent(new Event(ADDRESS_CHANGE_EVENT));
};
