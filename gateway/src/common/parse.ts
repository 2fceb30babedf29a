import { ErrorCode, toFieldIssues } from '@livefully/contracts';
import type { z } from 'zod';
import { ApiException } from './api.exception.js';

/** Parses a request part with its contract schema; a bad one is a 400 naming each field. */
export function parseRequest<T extends z.ZodType>(schema: T, value: unknown, what = 'request'): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiException(ErrorCode.Validation, `Invalid ${what}`, toFieldIssues(result.error));
}
