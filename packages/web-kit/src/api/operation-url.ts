/**
 * The URL of an operation's route: `/api/blog-posts/:slug` with each path parameter encoded, and
 * the query's set values as a query string (arrays repeat the name). Values are encoded with
 * encodeURIComponent, as SPEC §7 writes `?q={term}`: a space is `%20`, so a cache keys the same
 * search by one URL.
 */
export function operationUrl(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}
