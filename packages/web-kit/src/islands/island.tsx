import { useContext, type ComponentType, type DetailedHTMLProps, type HTMLAttributes, type ReactNode } from 'react';
import { sharedContext } from './shared-context';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's JSX types take a custom element
  namespace JSX {
    interface IntrinsicElements {
      'lf-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-props'?: string;
        'data-queries'?: '';
        'data-load'?: 'visible';
        'data-id-prefix'?: string;
      };
    }
  }
}

/** The tag of an island's element; its styles (`display: contents`) are the shell's. */
export const ISLAND_TAG = 'lf-island';

/** `shell/AuthControl`, `mf_content/Share`: the app that owns an island and the island's name in it. */
export type IslandName = `${string}/${string}`;

export interface IslandProps<P extends object> {
  /** Which island this is: the browser loads its code by this name (the app's islands manifest). */
  name: IslandName;
  component: ComponentType<P>;
  /** What the island renders with, written into the page as JSON: plain data only. */
  props: P;
  /** The island reads the queries the page was rendered with (`#query-state`), not only its props. */
  readsQueries?: boolean;
  /**
   * When its code loads: at once (the default), or once the island comes near the viewport, for
   * a part below the first view (the footer's switches) that a reader cannot reach sooner.
   */
  load?: 'visible';
}

/**
 * How the renderer renders an island of a page served as islands: as a React root of its own,
 * the shape the browser hydrates it in (`islandRoot`), so what depends on the place in the tree
 * (`useId`, which Radix uses for a trigger's `aria-controls`) is the same on both sides. The
 * prefix keeps two islands' ids apart; the browser reads it from `data-id-prefix`.
 */
export interface IslandFrame {
  nextIdPrefix(): string;
  render(root: ReactNode, idPrefix: string): string;
}

export const IslandFrameContext = sharedContext<IslandFrame | null>('livefully.island-frame', null);

/** Renders nothing: the place of the runtime's alive mark, so a root has one shape on both sides. */
function NoMark() {
  return null;
}

/**
 * The root of an island, as the renderer renders it and the browser hydrates it: the island's
 * component, then the runtime's mark (`after`; nothing on the server). Same children, same ids.
 */
export function islandRoot(island: ReactNode, after: ReactNode = <NoMark />): ReactNode {
  return (
    <>
      {island}
      {after}
    </>
  );
}

/**
 * A part of a public page that a reader acts on (docs/server-rendering.md, "Server-first"): the
 * server renders it with the rest of the page, inside an `<lf-island>` that names it and carries
 * its props; in the browser, the island runtime loads that island's code alone and hydrates the
 * element as its own React root. Everything outside islands stays the server's markup and ships
 * no code. In an application rendered in the browser (the admin area) it is just its component.
 */
export function Island<P extends object>({ name, component: Component, props, readsQueries, load }: IslandProps<P>) {
  const frame = useContext(IslandFrameContext);
  const marks = {
    'data-island': name,
    'data-props': JSON.stringify(props),
    ...(readsQueries ? { 'data-queries': '' as const } : {}),
    ...(load ? { 'data-load': load } : {}),
  };
  if (!frame) {
    return (
      <lf-island {...marks}>
        <Component {...props} />
      </lf-island>
    );
  }
  const idPrefix = frame.nextIdPrefix();
  const html = frame.render(islandRoot(<Component {...props} />), idPrefix);
  return <lf-island {...marks} data-id-prefix={idPrefix} dangerouslySetInnerHTML={{ __html: html }} />;
}
