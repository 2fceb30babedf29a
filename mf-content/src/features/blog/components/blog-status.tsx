import type { Ref } from 'react';

/** Polite live region: present from the start, so screen readers announce each new count. */
export function BlogStatus({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className="blog-status" aria-live="polite" aria-atomic="true" tabIndex={-1}>
      {text}
    </p>
  );
}
