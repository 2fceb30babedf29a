import { Text } from '@livefully/web-kit/ui';
import type { Ref } from 'react';

/** Polite live region: present from the start, so screen readers announce each new count. */
export function BlogStatus({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <Text
      as="p"
      ref={ref}
      size="2"
      color="gray"
      align="center"
      mb="5"
      className="blog-status"
      aria-live="polite"
      aria-atomic="true"
      tabIndex={-1}
    >
      {text}
    </Text>
  );
}
