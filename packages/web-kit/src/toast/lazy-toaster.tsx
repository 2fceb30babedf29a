import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-context';

const ToasterView = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The Toaster, downloaded with the first toast: most pages never raise one, so its code (Radix
 * Toast and its icons, about 7 KB gzip'd) stays out of their first load. Once there it stays,
 * so later toasts show at once and F8 keeps reaching them.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  // Always an element marked aria-live (not announcing: the toasts announce themselves): a modal
  // dialog hides the rest of the page from assistive technology except live regions (Radix's
  // hideOthers), so a toast raised while a dialog is open (a failed sign-in) must land in one.
  return (
    <div className="toaster" aria-live="off">
      {wanted ? (
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      ) : null}
    </div>
  );
}
