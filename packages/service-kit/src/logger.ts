import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentCorrelationId } from './correlation.js';
import { redactedError } from './log-redaction.js';

export type { Logger } from 'pino';

/**
 * JSON lines on stdout. Every line written while a request is being handled carries
 * its correlation id, whichever process writes it; errors are logged without the values a
 * caller sent (log-redaction.ts).
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: redactedError },
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}

/**
 * Routes Nest's own messages into the structured log. Nest's start-up chatter ("Mapped
 * route", "dependencies initialized") is debug detail, so it is logged at debug level and a
 * normal start prints one line per process.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
