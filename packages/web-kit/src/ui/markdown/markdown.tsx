import { useNavigate } from '@livefully/web-kit/router';
import { lazy, Suspense, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Spinner } from '../spinner';
import type { MarkdownProps } from './markdown-renderer';

// The markdown parser is the heaviest part of the kit; only pages that render a body pay for it.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** Tells React to leave the element's children as the server wrote them. */
const SERVER_MARKUP = { __html: '' };

/**
 * A body the server rendered, kept as its HTML: the same element as MarkdownRenderer's, whose
 * children React leaves alone while hydrating (an empty `dangerouslySetInnerHTML` never changes,
 * so it never writes them either). A site link in it moves inside the app, as MarkdownLink does.
 */
function ServerMarkup({ className = 'prose' }: { className?: string | undefined }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };
  // Delegation: the clicks come from the links inside, which the keyboard already activates (Enter
  // on a link is a click), so the div itself needs no key handler and no role.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
  return <div className={className} onClick={follow} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
}

const noChanges = () => () => undefined;

/**
 * Whether this render hydrates markup the server wrote: React reads the server snapshot then, and
 * the client snapshot any other time in the browser; the server itself renders the markdown.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => typeof window !== 'undefined',
  );
}

/**
 * Markdown as HTML. Hydrating a page the server rendered, the body the server wrote is kept as
 * it is while its text stays the same: the page hydrates without loading or running the markdown
 * parser (39 KB and most of an article's hydration work). Any other time, and once the text
 * changes, the parser renders it.
 */
export function Markdown(props: MarkdownProps) {
  const hydrating = useHydrating();
  // The text the server's markup shows, fixed when this body mounts by hydrating.
  const [hydratedText] = useState(() => (hydrating ? props.children : undefined));
  return (
    <Suspense fallback={<Spinner label="Loading content..." />}>
      {hydratedText !== undefined && hydratedText === props.children ? (
        <ServerMarkup className={props.className} />
      ) : (
        <MarkdownRenderer {...props} />
      )}
    </Suspense>
  );
}
