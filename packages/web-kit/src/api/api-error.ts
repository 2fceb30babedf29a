/** An HTTP failure: `message` is `${status}: ${body text or status text}` (docs/requirements.md#r-errors). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The stable error code of our gateway's error body, when the body carried one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server answered OK, but its envelope says `success: false` (docs/requirements.md#r-errors). */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';

  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
