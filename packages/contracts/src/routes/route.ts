import type { HttpOperation } from '../operations/operation.js';
import type { StaffRule } from '../staff-role-order.js';

/** Never set: the operation a route stands for, kept only in its type. */
declare const operationType: unique symbol;

/**
 * What a browser needs to call an operation: its name, method and path, and nothing of its
 * schemas. The operation rides along in the type only, so a call through the route is typed by
 * the operation's schemas (params, query, body and answer) while the bundle carries three strings.
 */
export interface Route<O extends HttpOperation = HttpOperation> {
  readonly name: O['name'];
  readonly method: O['http']['method'];
  readonly path: string;
  /** A staff route's rule (docs/roles.md), so the admin area can hide what the role cannot do. */
  readonly staff?: StaffRule;
  readonly [operationType]?: O;
}

/** The routes of an operation table: one per operation with `http`, under the same key. */
export type RoutesOf<T> = {
  readonly [K in keyof T as T[K] extends HttpOperation ? K : never]: Route<T[K] & HttpOperation>;
};

/** The operation a route stands for (a type only), for its schemas' types: `ResponseOf<OperationOf<R>>`. */
export type OperationOf<R> = R extends Route<infer O> ? O : never;
