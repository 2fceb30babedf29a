// The first script of a public page, a few hundred bytes run as soon as the document is parsed:
// it holds the presses on islands that are not alive yet, for the runtime to replay, and loads
// the island runtime once the page has painted, and the faces' stylesheet once it has painted and loaded.
import { EARLY_ACTIONS_GLOBAL, listenForEarlyActions } from './early-actions';
import { loadFacesAfterPaint } from './load-faces';
import { loadRuntimeAfterFirstPaint } from './load-runtime';

Object.assign(globalThis, { [EARLY_ACTIONS_GLOBAL]: listenForEarlyActions(document) });
loadRuntimeAfterFirstPaint(document);
loadFacesAfterPaint(document);
