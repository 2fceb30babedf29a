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
