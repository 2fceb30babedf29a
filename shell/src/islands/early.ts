// The first script of a public page, a few hundred bytes run before the island runtime has
// arrived: it holds the presses on islands that are not alive yet, for the runtime to replay.
import { EARLY_ACTIONS_GLOBAL, listenForEarlyActions } from './early-actions';

Object.assign(globalThis, { [EARLY_ACTIONS_GLOBAL]: listenForEarlyActions(document) });

// A cross-document view transition the browser skips (the other page opted out, or the reader
// moved on mid-way) rejects its promises: a skipped crossfade, not an error of the page.
const skipped = (event: Event) => {
  const transition = (event as Event & { viewTransition?: { ready: Promise<void>; finished: Promise<void> } | null }).viewTransition;
  transition?.ready.catch(() => undefined);
  transition?.finished.catch(() => undefined);
};
window.addEventListener('pagereveal', skipped);
window.addEventListener('pageswap', skipped);
