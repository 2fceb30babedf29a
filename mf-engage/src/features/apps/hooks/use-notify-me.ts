import { useState } from 'react';

/** `/apps?notify=<app id>`: where a Notify Me button pressed before the page is alive goes (a plain form). */
export const NOTIFY_PARAMETER = 'notify';

/** The address without `?notify=…`, as it was otherwise (the page has no router to ask). */
export function withoutNotify(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(NOTIFY_PARAMETER);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether an app's notify-me dialog is open. The page at `/apps?notify=<app id>` opens with that
 * app's dialog (`asked`, read by the page's server render); closing it drops the parameter, in
 * place (`replaceState`), so a reload does not open it again. Opened in place, the address stays.
 */
export function useNotifyMeOpen(asked: boolean) {
  const [open, setOpen] = useState(asked);
  const [fromAddress, setFromAddress] = useState(asked);
  const close = () => {
    setOpen(false);
    if (!fromAddress) return;
    setFromAddress(false);
    window.history.replaceState(window.history.state, '', withoutNotify(window.location.href));
  };
  return { open, show: () => setOpen(true), close };
}
