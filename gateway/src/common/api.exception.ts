import { ErrorCode, statusOf, type FieldIssue } from '@livefully/contracts';

/** An error the gateway answers with as it is: a stable code, its status and a caller-safe message. */
export class ApiException extends Error {
  readonly status: number;

  constructor(
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    status?: number,
  ) {
    super(message);
    this.status = status ?? statusOf(code);
  }

  /** What the caller needs to resolve the refusal (both versions of a VERSION_CONFLICT), sent as the body's `details`. */
  details?: unknown;

  /** Whole seconds after which a retry may succeed (503): the answer's Retry-After when set. */
  retryAfterSeconds?: number;

  static unavailable(service: string, retryAfterSeconds?: number): ApiException {
    const exception = new ApiException(ErrorCode.ServiceUnavailable, `The ${service} service is unavailable. Please try again shortly.`);
    if (retryAfterSeconds !== undefined) exception.retryAfterSeconds = retryAfterSeconds;
    return exception;
  }
}
