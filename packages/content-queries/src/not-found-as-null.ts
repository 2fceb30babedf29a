import { isApiError } from '@livefully/web-kit';

/** A detail page asks for one item by slug: the server's 404 is an answer (`null`), not a failure. */
export async function notFoundAsNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
