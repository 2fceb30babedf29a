import { RpcException } from '@nestjs/microservices';
import { ErrorCode, toFieldIssues, type FieldIssue, type RpcError, type RpcMessage } from '@livefully/contracts';
import type { z } from 'zod';

/** The one way a service reports a failure to its caller: a stable code the gateway maps to a status. */
export function rpcError(code: ErrorCode, message: string, issues?: FieldIssue[]): RpcException {
  const error: RpcError = issues ? { code, message, issues } : { code, message };
  return new RpcException(error);
}

export function isRpcMessage(value: unknown): value is RpcMessage<unknown> {
  // `data` is absent when JSON dropped an undefined payload; the meta still counts.
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** Validates the data of a message with its contract schema; a bad payload is the caller's fault (400). */
export function parseMessage<T extends z.ZodType>(schema: T, message: unknown): z.infer<T> {
  const data = isRpcMessage(message) ? (message.data ?? {}) : message;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw rpcError(ErrorCode.Validation, 'Invalid request', toFieldIssues(result.error));
  }
  return result.data;
}
