/** Raised in place of a remote module that could not be loaded; the slot's boundary shows a retry. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remoteId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module "${remoteId}" is unavailable`);
  }
}

/**
 * The module handed back in place of one that failed to load. It is React-free on purpose (the
 * runtime plugin runs before shared React is ready): its component throws while rendering, so
 * the failure reaches the slot's error boundary like any other render error.
 */
export function createUnavailableModule(remoteId: string, cause: unknown) {
  return {
    __esModule: true,
    default: function RemoteUnavailable(): never {
      throw new RemoteUnavailableError(remoteId, cause);
    },
  };
}
