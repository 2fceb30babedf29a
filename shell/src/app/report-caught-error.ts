import type { ErrorInfo } from 'react';
import { RemoteUnavailableError } from '../federation/remote-unavailable';

/** A remote that is down is an expected, handled state: a warning, not an error report. */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof RemoteUnavailableError) {
    console.warn(`[federation] ${error.message}; showing a retry in its slot`, error.cause);
    return;
  }
  console.error(error, info.componentStack);
}

/**
 * The digest the renderer gives a part of the page it left to the browser (a remote that failed
 * or was over its time budget on the server): the browser renders that part itself as it
 * hydrates, which React reports as a recoverable error. It is the expected path, not a fault.
 */
export const LEFT_TO_BROWSER_DIGEST = 'left-to-browser';

export function reportRecoverableError(error: unknown): void {
  if (typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === LEFT_TO_BROWSER_DIGEST) {
    console.info('[hydrate] a part of the page the server left to the browser is rendered here');
    return;
  }
  globalThis.reportError(error);
}
