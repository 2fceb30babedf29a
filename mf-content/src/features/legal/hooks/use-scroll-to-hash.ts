import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link such as /privacy-policy#cookies opens before this page has rendered, so the
 * browser finds no target; once the sections exist, bring the named one into view.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
