import { lazy, Suspense } from 'react';
import { Spinner } from '../spinner';
import type { MarkdownProps } from './markdown-renderer';

// The markdown parser is the heaviest part of the kit; only pages with a body pay for it.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<Spinner label="Loading content..." />}>
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}
