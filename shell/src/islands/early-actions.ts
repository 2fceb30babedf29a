/**
 * What a reader did to an island before its code ran (docs/server-rendering.md, "Before the page
 * is alive"): the runtime replays it once the island is alive, so a press is never lost.
 */
export interface EarlyActions {
  /** The control last pressed in `island` before it was alive, as the child indexes that lead to it. */
  take(island: Element): number[] | undefined;
  /** Called with an island a reader pressed in before it was alive (a waiting island loads at once). */
  onWanted(listener: (island: HTMLElement) => void): void;
}

export const EARLY_ACTIONS_GLOBAL = '__livefully_early_actions__';

/** What a press does by code alone: a button (but a form's submit, which the form does itself) or a widget's part. */
const CODE_CONTROL = 'button, [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"]';

function pathTo(island: Element, control: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = control; node && node !== island; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

/** The element at `path` below `island`, once it is alive (its markup is the server's, so the path holds). */
export function elementAt(island: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = island;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Listens, from the first moment a script runs, for presses on the controls of islands that are
 * not alive yet: each is held (its default and other listeners stopped) and kept, one per island,
 * for the runtime to replay. Links and a form's submit are left alone: the browser does them.
 */
export function listenForEarlyActions(document: Document, signal?: AbortSignal): EarlyActions {
  const pressed = new Map<Element, number[]>();
  const listeners = new Set<(island: HTMLElement) => void>();
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const island = event.target.closest('lf-island');
      if (!(island instanceof HTMLElement) || island.hasAttribute('data-alive')) return;
      const control = event.target.closest(CODE_CONTROL);
      if (!control || !island.contains(control)) return;
      if (control instanceof HTMLButtonElement && control.form && control.type === 'submit') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pressed.set(island, pathTo(island, control));
      for (const listener of listeners) listener(island);
    },
    { capture: true, ...(signal ? { signal } : {}) },
  );
  return {
    take(island) {
      const path = pressed.get(island);
      pressed.delete(island);
      return path;
    },
    onWanted(listener) {
      listeners.add(listener);
    },
  };
}
