import type { Type } from '@nestjs/common';
import type { Actor, ById, ErrorCode, RevisionKind, ServiceOperation } from '@livefully/contracts';
import type { EntityManager, EntityTarget, SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { ContentNotice } from '../events/content-notice.js';
import type { VersionedUpdate } from '../revisions/revision-writes.js';

/** The columns every editable kind's table has: what the generic list, lock and trash rely on. */
export interface KindRow {
  id: string;
  slug: string;
  version: number;
  updatedAt: Date;
}

/** A unique column an editor's value can clash with, by its constraint's name in the migrations. */
export interface UniqueColumn {
  constraint: string;
  field: 'slug' | 'name';
}

/** An operation whose message, once validated, is an M. */
type Taking<M> = ServiceOperation & { message: z.ZodType<M> };

/** The five admin operations of a kind, as contracts' adminResource() makes them. */
export interface KindOperations<Input> {
  list: ServiceOperation & { message?: undefined };
  get: Taking<ById>;
  create: Taking<KindWrite<Input>>;
  update: Taking<KindWrite<Input> & VersionedUpdate>;
  remove: Taking<KindDelete>;
}

/** A create's or update's message: who, the editor's input, and the request id that makes a retry harmless. */
export interface KindWrite<Input> {
  actor: Actor;
  input: Input;
  requestId?: string | undefined;
}

export interface KindDelete {
  actor: Actor;
  id: string;
  requestId?: string | undefined;
}

/** Resolves a provider of the kind's module, for a hook that needs one (the post's publish clock). */
export type Provider = <T>(token: Type<T>) => T;

/**
 * One editable kind of content, as the generic admin controller and service need it
 * (docs/content-kinds.md). Everything that is the same for every kind (the transaction, audit
 * row, revision, lock, version check, soft delete and events) lives in AdminKindService; what
 * differs is here, as data or as a small hook.
 */
export interface ContentKind<Row extends KindRow, Input extends { slug: string }, View extends { version: number }> {
  /** The kind's name in the audit log, the revisions and the events. */
  kind: RevisionKind;
  entity: EntityTarget<Row>;
  /** The query alias of its table. */
  alias: string;
  operations: KindOperations<Input>;
  notFound: ErrorCode;
  /** What lists of every kind (the trash) call an item: a post's or guide's title, a topic's or category's name. */
  title(row: Row): string;
  /** The unique columns an editor's input can clash with; the first is named in the audit command. */
  unique: UniqueColumn[];
  /** The editor's input schema: a revision's kept view is parsed with it to be restored. */
  input: z.ZodType<Input>;
  /** A kept view as the input it came from, before `input` parses it; by default the view itself. */
  inputOfView?(view: Record<string, unknown>): Record<string, unknown>;
  /** Whether its input has a cover and a markdown body (`imagePath`, `imageAlt`, `content`) that can show library images. */
  illustrated?: boolean;
  /** The stored columns of an editor's input. */
  columns(input: Input): QueryDeepPartialEntity<Row>;
  /** Joins what the view needs (a post's category and topics). */
  join?(query: SelectQueryBuilder<Row>): SelectQueryBuilder<Row>;
  /** The admin views of loaded rows, in their order; batched, for the list's counts. */
  views(manager: EntityManager, rows: Row[]): Promise<View[]>;
  /** Checks before any write, outside the transaction (a category's name must make a slug). */
  validate?(input: Input): void;
  /** The references an input names must exist: a field's 400, checked inside the transaction. */
  references?(manager: EntityManager, input: Input): Promise<void>;
  /** Writes beyond the row's columns (a post's topics), after its insert or update. */
  relations?(manager: EntityManager, id: string, input: Input, before: View | null): Promise<void>;
  /** The events of a create or update; by default the item upserted. */
  savedNotices?(manager: EntityManager, id: string): Promise<ContentNotice[]>;
  /**
   * Before a soft delete, under the row's lock: may refuse it (a category still in use) and
   * names the items to announce again besides the deleted one.
   */
  beforeDelete?(manager: EntityManager, before: View): Promise<ContentNotice[]>;
  /**
   * A kind whose items are someone's own (posts; docs/roles.md): the creator's columns, and the
   * owner's uid of a stored item. An operation whose staff rule has `others` then refuses a
   * member below it on an item that is not theirs.
   */
  owner?: {
    columns(actor: Actor): QueryDeepPartialEntity<Row>;
    uidOf(row: Row): string | null;
  };
  /**
   * Stored columns that depend on who writes and on the stored item, read inside the write's
   * transaction (a post's byline: the writer's own profile by default, another's only for an
   * editor). `before` is null for a create. May refuse the write.
   */
  actorColumns?(manager: EntityManager, actor: Actor, input: Input, before: View | null): Promise<QueryDeepPartialEntity<Row>>;
  /** Checks a write against the actor's role beyond the route's rule (a contributor cannot publish). */
  authorize?(actor: Actor, input: Input): void;
  /** After any committed write (the post's publish clock is rescheduled). */
  afterCommit?(provider: Provider): Promise<void>;
}

/** Types a descriptor by its row, input and view without repeating them. */
export function contentKind<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  kind: ContentKind<Row, Input, View>,
): ContentKind<Row, Input, View> {
  return kind;
}
