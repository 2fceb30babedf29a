import { ErrorCode } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { z } from 'zod';

/** Where a page ended in the public order (newest first, then slug): opaque to callers. */
const CursorSchema = z.object({ p: z.iso.datetime({ offset: true }), s: z.string().min(1) });
export type PostCursor = { publishedAt: Date; slug: string };

export function encodeCursor({ publishedAt, slug }: PostCursor): string {
  return Buffer.from(JSON.stringify({ p: publishedAt.toISOString(), s: slug })).toString('base64url');
}

export function decodeCursor(cursor: string): PostCursor {
  try {
    const { p, s } = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { publishedAt: new Date(p), slug: s };
  } catch {
    throw rpcError(ErrorCode.Validation, 'Invalid request', [{ path: ['cursor'], message: 'cursor is not one this API gave out' }]);
  }
}
