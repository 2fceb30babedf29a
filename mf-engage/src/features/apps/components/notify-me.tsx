import type { App } from '@livefully/contracts';
import { usePageAlive } from '@livefully/web-kit';
import { Button } from '@livefully/web-kit/ui';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { NOTIFY_PARAMETER, useNotifyMeOpen } from '../hooks/use-notify-me';

/** What an app's Notify Me needs from the page (its island's props). */
export type NotifyApp = Pick<App, 'id' | 'title'>;

// Radix's dialog loads when a reader opens one, not with the page.
const NotifyMeDialog = lazy(() => import('./notify-me-dialog'));

/**
 * An app's Notify Me (an island). Its button submits a plain form to `/apps?notify=<app id>`
 * when pressed before the page is alive (the server renders that page with `asked`, and the
 * dialog opens as the island comes alive); once alive, it opens the dialog in place. The dialog
 * renders only once alive: the server's markup and the first render in the browser are the button.
 */
export function NotifyMe({ id, title, asked = false }: NotifyApp & { asked?: boolean }) {
  const { open, show, close } = useNotifyMeOpen(asked);
  const alive = usePageAlive();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form
        method="get"
        action="/apps"
        onSubmit={(event) => {
          event.preventDefault();
          show();
        }}
      >
        <input type="hidden" name={NOTIFY_PARAMETER} value={id} />
        {/* The visible words first, then which app: three "Notify Me" buttons must not sound alike. */}
        <Button ref={buttonRef} type="submit" aria-label={`Notify Me about ${title}`} aria-haspopup="dialog">
          <Bell aria-hidden="true" focusable="false" size={18} />
          Notify Me
        </Button>
      </form>
      {alive && open ? (
        <Suspense fallback={null}>
          <NotifyMeDialog app={{ id, title }} onClose={close} returnFocus={() => buttonRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
