/** The message of an Error (the API reader's "status: body" text, docs/requirements.md#r-errors), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
