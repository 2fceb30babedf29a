import { ApiError } from './api-error';

/** `.` and `..` would move the URL up its path (an escaped dot is escaped again, so only these two). */
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * The URL of an operation's route: `/api/blog-posts/:slug` with each path parameter encoded, and
 * the query's set values as a query string (arrays repeat the name). Values are encoded with
 * encodeURIComponent, as docs/requirements.md#r-api writes `?q={term}`: a space is `%20`, so a cache keys the same
 * search by one URL. A parameter that is a dot segment names no item: it is refused as a 400
 * here, since no encoding keeps a URL parser from resolving it to another route.
 */
export function operationUrl(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    const encoded = encodeURIComponent(String(value));
    if (DOT_SEGMENT.test(encoded)) throw new ApiError(400, `400: the path parameter ${name} may not be a dot segment`);
    return encoded;
  });
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}
