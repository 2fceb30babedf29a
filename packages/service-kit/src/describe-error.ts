/**
 * One readable line for an error. Node reports a refused connection to a host with several
 * addresses (localhost: ::1 and 127.0.0.1) as an AggregateError whose own message is empty.
 */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return [...new Set(error.errors.map(describeError))].join('; ');
  }
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}

/** host:port/database of a connection URL, without the credentials. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
