import type { z } from 'zod';
import type { Actor } from '../admin.schemas.js';
import type { ServiceName } from '../health.js';
import type { ContentKindName } from '../content-kinds.js';
import type { StaffRule } from '../staff-roles.js';

/**
 * Who may call a route: anyone, anyone with a valid ID token, or active staff of at least a
 * role (the gateway's StaffGuard; docs/roles.md). A staff route cannot be written without its rule.
 */
export type Access = 'public' | 'signed-in' | StaffRule;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The gateway's RATE_LIMIT_* rules; a route without one is not counted. */
export type RateLimitRule = 'reads' | 'search' | 'contact' | 'email-subscriptions' | 'app-subscriptions' | 'subscription-links';

/** One part of an HTTP request (path parameters, query or body) and how the gateway reads it. */
export interface RequestPart<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The word of the 400's message when the part is refused: `Invalid ${label}`. */
  label: string;
  /** What the schema reads from the raw part, when it is not the part as sent (renames, repeats, blanks). */
  read?: (raw: Record<string, unknown>) => unknown;
  /** The part as the OpenAPI document names it, when `read` renames its fields. */
  docs?: z.ZodObject;
}

/** What the gateway has when it builds a message from a request. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The verified staff member of a staff route, with their role. */
  actor?: Actor;
  /** The Idempotency-Key's request id on routes that take one, else a new id per request. */
  requestId: string;
}

/** What a cached read can depend on: a kind of content, or the search index. */
export type ReadCacheSource = ContentKindName | 'search';

/**
 * How the gateway's read cache keeps a `public` read fresh (docs/read-cache.md): which changes
 * drop its entries. Without one, a public read depends on every kind of content, so a new read
 * is cached and kept fresh with no extra lines.
 */
export interface ReadCachePolicy {
  /** Any change of these drops every entry of the route (lists, names shown from other kinds). */
  dependsOn: readonly ReadCacheSource[];
  /**
   * The one item an answer is about: a change of that item drops it, changes of its siblings do
   * not. Its id is the answer's `id` or the message's `id`; an answer without one (a 404) is
   * dropped by any change of the kind.
   */
  item?: { kind: ContentKindName; id: 'answer' | 'message' };
}

export interface HttpRoute {
  method: HttpMethod;
  /** Express style: `/api/blog-posts/:slug`. */
  path: string;
  /** 202 for a request accepted for work that goes on after the answer (a mailing's sending). */
  status: 200 | 201 | 202;
  access: Access;
  /** `public` reads may be kept by browsers and caches; `no-store` answers never are. */
  cache: 'public' | 'no-store';
  /** For a `public` read: what drops its cached answers; every kind of content when left out. */
  readCache?: ReadCachePolicy;
  /**
   * For a write: the kind of content it changes. Once it succeeds the gateway that ran it drops
   * the cached reads of that item at once (its id is the answer's `id`, or the message's), so
   * the writer reads the change back, before the change event reaches every replica.
   */
  invalidates?: ContentKindName;
  rateLimit?: { rule: RateLimitRule; cost?: (request: { query: Record<string, unknown> }) => number };
  /** Takes an `Idempotency-Key` header (8–128 of letters, digits, `-_.:`). */
  idempotencyKey?: boolean;
  params?: RequestPart;
  query?: RequestPart;
  body?: RequestPart;
  /** The message when it is not the parsed parts merged (`{ ...params, ...query, ...body }`). */
  toMessage?: (input: RouteInput) => unknown;
  /** Refusals the route answers beyond those its parts imply: 409 for a taken slug, 422 for a reused key. */
  errors?: number[];
  /** Longer words for the API document, when the summary is not enough. */
  description?: string;
}

interface OperationBase {
  name: string;
  summary: string;
  /** An event is emitted and heard, never answered. */
  kind?: 'message' | 'event';
  /** The payload the service validates; left out when the message carries none. */
  message?: z.ZodType;
  response: z.ZodType;
  http?: HttpRoute;
}

/**
 * One operation of the system, written once: the message a service answers (pattern and the
 * payload schema it validates), the answer's schema, and, for the ones callers reach over HTTP,
 * the route. The gateway binds routes from it, services handle it (`@Handles`), the browser
 * calls it (`callApi`) and the OpenAPI document describes it. One without `http` is internal:
 * only another service sends it.
 */
export interface ServiceOperation extends OperationBase {
  service: ServiceName;
  pattern: string;
}

/** A route the gateway answers itself (who is signed in, CSV downloads, health): described, not bound. */
export interface GatewayOperation extends OperationBase {
  service: 'gateway';
  http: HttpRoute;
  /** The answer's media type when it is not the JSON envelope: a CSV download, or a JSON file to keep. */
  produces?: 'text/csv' | 'application/json';
}

export type Operation = ServiceOperation | GatewayOperation;

export type HttpOperation = Operation & { http: HttpRoute };
export type BoundOperation = ServiceOperation & { http: HttpRoute };

/** Keeps each schema's own type, so the answer and the inputs are typed where the operation is used. */
export function operation<const O extends Operation>(definition: O): O {
  return definition;
}

/** The staff rule of a route, or undefined for a public or signed-in one. */
export function staffRuleOf(http: HttpRoute): StaffRule | undefined {
  return typeof http.access === 'object' ? http.access : undefined;
}

export function isHttpOperation(op: Operation): op is HttpOperation {
  return op.http !== undefined;
}

/** Routed by the gateway's binder: an HTTP route answered by a service. */
export function isBoundOperation(op: Operation): op is BoundOperation {
  return op.http !== undefined && op.service !== 'gateway';
}

export type ResponseOf<O extends Operation> = z.output<O['response']>;
export type MessageOf<O extends Operation> = O['message'] extends z.ZodType ? z.output<O['message']> : undefined;
