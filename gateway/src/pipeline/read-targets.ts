import { isBoundOperation, type BoundOperation, type Operation } from '@livefully/contracts';
import { LRUCache } from 'lru-cache';
import { match, type MatchFunction, type ParamData } from 'path-to-regexp';
import { requestMessage } from '../operations/request-message.js';
import { cacheKey } from '../read-cache/cache-key.js';

/** How many request targets keep what they resolve to (operation, message, key). */
const RESOLVED_TARGETS = 10_000;

/** A request target that is a public read: the operation, its validated message and the entry's key. */
export interface ReadTarget {
  op: BoundOperation;
  route: string;
  key: string;
  query: Record<string, unknown>;
}

/**
 * Resolves a request target (`/api/blog-posts?limit=6`) to the public read the operation table
 * routes it to, once per target: the table's GET routes in order, matched as Express matches
 * them, and the message validated as the route validates it (requestMessage).
 */
export class ReadTargets {
  private readonly routes: { op: BoundOperation | null; matches: MatchFunction<ParamData> }[];
  private readonly resolved = new LRUCache<string, ReadTarget | false>({ max: RESOLVED_TARGETS });

  constructor(
    operations: readonly Operation[],
    /** Express's 'query parser fn', so a query parses exactly as for a miss. */
    private readonly parseQuery: (text: string) => Record<string, unknown>,
  ) {
    // Every GET route of the table in its order, so a path is taken by the operation Nest would
    // route it to; only public reads of a service are answered here. Express's router matches
    // case-insensitively and allows a trailing slash; so does this.
    this.routes = operations
      .filter((op) => op.http?.method === 'GET')
      .map((op) => ({
        op: isBoundOperation(op) && op.http.cache === 'public' ? op : null,
        matches: match(op.http!.path, { sensitive: false, end: true, trailing: true }),
      }));
  }

  /** The public read at this target, or undefined: another route, a malformed target or message. */
  resolve(target: string): ReadTarget | undefined {
    let resolved = this.resolved.get(target);
    if (resolved === undefined) {
      resolved = this.resolveTarget(target) ?? false;
      this.resolved.set(target, resolved);
    }
    return resolved || undefined;
  }

  private resolveTarget(target: string): ReadTarget | undefined {
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    for (const route of this.routes) {
      let found: ReturnType<typeof route.matches>;
      try {
        found = route.matches(path);
      } catch {
        return undefined; // a malformed escape: Express answers it
      }
      if (!found) continue;
      if (!route.op) return undefined;
      const op = route.op;
      const query = this.parseQuery(queryAt === -1 ? '' : target.slice(queryAt + 1));
      try {
        const message = requestMessage(op, { params: found.params, query, body: undefined, header: () => undefined });
        return { op, route: op.http.path, key: cacheKey(op, message), query };
      } catch {
        return undefined; // Nest answers the 400 with its field messages
      }
    }
    return undefined;
  }
}
