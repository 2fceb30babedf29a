// The first script of a public page, a few hundred bytes run before the island runtime has
// arrived: it holds the presses on islands that are not alive yet, for the runtime to replay.
import { EARLY_ACTIONS_GLOBAL, listenForEarlyActions } from './early-actions';

Object.assign(globalThis, { [EARLY_ACTIONS_GLOBAL]: listenForEarlyActions(document) });
