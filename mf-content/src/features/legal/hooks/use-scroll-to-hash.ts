import { useLocation } from '@livefully/web-kit/router';
import { useEffect } from 'react';

/**
 * A link such as /privacy-policy#cookies opens before this page has rendered, so the
 * browser finds no target; once the sections exist, bring the named one into view.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // One frame later, so that the page's layout has settled before measuring.
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
