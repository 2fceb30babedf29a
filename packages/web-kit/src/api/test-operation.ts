import { operation, type HttpMethod } from '@livefully/contracts';
import type { Route } from '@livefully/contracts/routes';
import { z } from 'zod';

/**
 * A route whose answer may be anything, for testing how callApi sends and reads, not the schemas.
 * No operation of the contracts bears its name, so the tests that use it leave out the answer
 * check (`vi.mock('./check-answer')`).
 */
export function anyAnswer<const M extends HttpMethod>(method: M, path: string) {
  const op = operation({
    name: `test ${method} ${path}`,
    summary: 'A test route',
    service: 'content',
    pattern: 'test',
    response: z.unknown(),
    http: { method, path, status: 200, access: 'public', cache: 'no-store', body: { schema: z.unknown(), label: 'body' } },
  });
  return { name: op.name, method, path } as Route<typeof op>;
}
