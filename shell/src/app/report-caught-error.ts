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

/**
 * React's report of an error it recovered from while hydrating (by rendering that part in the
 * browser). Two are expected and handled, so they are not reported as page errors: a part the
 * server left to the browser, and a remote that cannot be loaded (its slot shows a retry).
 */
export function reportRecoverableError(error: unknown): void {
  if (typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === LEFT_TO_BROWSER_DIGEST) {
    console.info('[hydrate] a part of the page the server left to the browser is rendered here');
    return;
  }
  const unavailable = causes(error).find((cause) => cause instanceof RemoteUnavailableError);
  if (unavailable) {
    console.warn(`[federation] ${(unavailable as Error).message}; rendering its slot in the browser`);
    return;
  }
  globalThis.reportError(error);
}

/** The error and every error it names as its cause. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let current = error;
    current !== undefined && current !== null && chain.length < 10;
    current = (current as { cause?: unknown }).cause
  )
    chain.push(current);
  return chain;
}
