/** The message of an Error (the API reader's "status: body" text, SPEC §8), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
