import { operation, type HttpMethod } from '@livefully/contracts';
import { z } from 'zod';

/** A route whose answer may be anything, for testing how callApi sends and reads, not the schemas. */
export function anyAnswer<const M extends HttpMethod>(method: M, path: string) {
  return operation({
    name: `test ${method} ${path}`,
    summary: 'A test route',
    service: 'content',
    pattern: 'test',
    response: z.unknown(),
    http: { method, path, status: 200, access: 'public', cache: 'no-store', body: { schema: z.unknown(), label: 'body' } },
  });
}
