import { pino } from 'pino';

/** What a database error may keep: where it happened and why, never the row it was given. */
const DRIVER_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

type Serialized = Record<string, unknown> & { message?: string };

/**
 * Errors are logged without the values a caller sent: TypeORM's QueryFailedError carries the
 * query's parameters and PostgreSQL's error its `detail` ("Key (email)=(…)") and sometimes a
 * quoted literal in its message. The SQL text stays (it holds $1 placeholders, not values), and
 * so do the parameters' count and the error's code and constraint.
 */
export function redactedError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as Serialized;
  const { parameters, driverError, detail, where, ...rest } = serialized as Serialized & {
    parameters?: unknown;
    driverError?: unknown;
    detail?: unknown;
    where?: unknown;
  };
  void detail;
  void where;
  const out: Serialized = { ...rest };
  if (Array.isArray(parameters)) out.parameterCount = parameters.length;
  if (driverError && typeof driverError === 'object') out.driverError = driverFields(driverError as Record<string, unknown>);
  if (isDriverError(error) || driverError) {
    if (typeof out.message === 'string') out.message = withoutLiterals(out.message);
    if (typeof out.stack === 'string') out.stack = withoutLiterals(out.stack);
  }
  return out;
}

function driverFields(driverError: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of DRIVER_FIELDS) if (driverError[field] !== undefined) kept[field] = driverError[field];
  if (typeof driverError.message === 'string') kept.message = withoutLiterals(driverError.message);
  return kept;
}

function isDriverError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** `invalid input syntax for type uuid: "abc"` → `… uuid: "…"`. */
function withoutLiterals(text: string): string {
  return text.replace(/"[^"\n]*"/g, '"…"').replace(/'[^'\n]*'/g, "'…'");
}
