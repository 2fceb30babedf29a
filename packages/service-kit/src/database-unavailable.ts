import { QueryFailedError } from 'typeorm';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs that mean "the database cannot serve you right now", not "your query is wrong":
 * class 08 (connection exception), 53300 too many connections, 57P01–57P03 shutting down,
 * crashed or starting up.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123])$/;

/** node-postgres's own words when a connection drops or cannot be had in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i;

/** True when an error says PostgreSQL is down or unreachable, which is a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}
