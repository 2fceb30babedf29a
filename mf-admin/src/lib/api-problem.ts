import { ErrorCode } from '@livefully/contracts';
import { isApiError } from '@livefully/web-kit';

export type FieldIssue = { path: PropertyKey[]; message: string };

export type ApiProblem = {
  status: number | undefined;
  code: string | undefined;
  message: string;
  issues: FieldIssue[];
  /** What the server sent to resolve the refusal: both versions of a 409 VERSION_CONFLICT. */
  details?: unknown;
};

type ErrorBody = { message?: unknown; code?: unknown; issues?: unknown; details?: unknown };

/** web-kit's ApiError keeps the body as text after "status: " (docs/requirements.md#r-errors); the gateway's body is JSON. */
function bodyOf(message: string): ErrorBody {
  const text = message.slice(message.indexOf(': ') + 2);
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

function issuesOf(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return Array.isArray(path) && typeof message === 'string' ? [{ path: path as PropertyKey[], message }] : [];
  });
}

/** What the server said: its readable message, stable code and field issues, whatever failed. */
export function readApiProblem(error: unknown): ApiProblem {
  if (isApiError(error)) {
    const body = bodyOf(error.message);
    return {
      status: error.status,
      code: typeof body.code === 'string' ? body.code : error.code,
      message: typeof body.message === 'string' && body.message ? body.message : error.message,
      issues: issuesOf(body.issues),
      details: body.details,
    };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { status: undefined, code: (error as { code?: string } | null)?.code, message, issues: [] };
}

/**
 * 401 (no or expired token) and 403 (not staff) change what the whole admin area shows. A 403
 * for a role too low (docs/roles.md) refuses that one action: it is reported where it happened,
 * and the member keeps the rest of the area.
 */
export function isAccessError(error: unknown): boolean {
  return isApiError(error, 401) || isNotStaffError(error);
}

export function isNotStaffError(error: unknown): boolean {
  return isApiError(error, 403) && error.code !== ErrorCode.RoleTooLow;
}
