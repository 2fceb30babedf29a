import { ErrorCode, type Operation } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import { ApiException } from '../common/api.exception.js';

/**
 * Outside production every answer a service gives is held to its operation's response schema,
 * so each test that calls a route also checks the contract. A mismatch is a bug of ours (the
 * schema or the service): it is logged with the fields that differ and answered as a 500.
 */
export function answerChecker(logger: Logger, enabled = process.env.NODE_ENV !== 'production') {
  return (op: Operation, answer: unknown): void => {
    if (!enabled) return;
    const result = op.response.safeParse(answer);
    if (result.success) return;
    // Paths and zod's messages only: an answer's values may be personal data.
    const issues = result.error.issues.slice(0, 10).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    logger.error({ operation: op.name, issues }, 'answer does not match its response schema');
    throw new ApiException(ErrorCode.Internal, 'Internal error');
  };
}
