import { ErrorCode, type AuditEntry } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { RpcException } from '@nestjs/microservices';
import { QueryFailedError } from 'typeorm';
import type { UniqueColumn } from '../content-kinds/content-kind.js';
import { EDITABLE_KINDS } from '../content-kinds/editable-kinds.js';

/** What the failing write was about, for a message that names the caller's own values. */
export interface WriteContext {
  kind: AuditEntry['kind'];
  /** The unique columns of the kind written, when it is not one of EDITABLE_KINDS. */
  unique?: readonly UniqueColumn[] | undefined;
  action: AuditEntry['action'];
  slug?: string;
  name?: string;
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Unique constraints of the editable kinds, by name: the field the clash is about and whose it is. */
const UNIQUE = new Map<string, { field: UniqueColumn['field']; owner: string }>(
  Object.values(EDITABLE_KINDS).flatMap((kind) =>
    kind.unique.map(({ constraint, field }) => [constraint, { field, owner: kind.kind }] as const),
  ),
);

/**
 * Turns a PostgreSQL constraint violation into the caller's error (409 or 400), by constraint
 * name, so a race that slips past a check still answers as the check would; anything else is
 * left as it is (a bug or an outage, reported as internal).
 */
export function toCallerError(error: unknown, context: WriteContext): RpcException | undefined {
  const pg = pgErrorOf(error);
  if (!pg?.constraint) return undefined;
  if (pg.code === '23505') {
    const own = context.unique?.find((column) => column.constraint === pg.constraint);
    const unique = own ? { field: own.field, owner: context.kind } : UNIQUE.get(pg.constraint);
    if (!unique) return undefined;
    const value = (unique.field === 'slug' ? context.slug : context.name) ?? keyValueOf(pg.detail) ?? '';
    return valueTaken(unique.field, value, unique.owner);
  }
  if (pg.code === '23503') {
    if (pg.constraint === 'fk_posts_category' || pg.constraint === 'fk_guides_category') {
      if (context.kind === 'category' && context.action === 'delete') {
        return rpcError(ErrorCode.CategoryInUse, 'This category is still used by posts or guides; move or delete them first.');
      }
      return rpcError(ErrorCode.Validation, 'Invalid request', [{ path: ['categoryId'], message: 'Choose an existing category' }]);
    }
    if (pg.constraint === 'fk_preview_links_post') {
      return rpcError(ErrorCode.PostNotFound, 'This post was deleted meanwhile.');
    }
    if (pg.constraint === 'fk_post_topics_topic') {
      return rpcError(ErrorCode.Validation, 'Invalid request', [{ path: ['topicIds'], message: 'Choose existing topics' }]);
    }
  }
  if (pg.code === '23514') {
    return rpcError(ErrorCode.Validation, 'Invalid request', [{ path: [], message: `Refused by the database check ${pg.constraint}` }]);
  }
  return undefined;
}

/** 409 SlugTaken naming the value and who holds it. */
export function valueTaken(field: UniqueColumn['field'], value: string, noun: string): RpcException {
  return rpcError(ErrorCode.SlugTaken, `The ${field} "${value}" is already used by another ${noun}.`, [
    { path: [field], message: `This ${field} is already used by another ${noun}` },
  ]);
}

function pgErrorOf(error: unknown): PgError | undefined {
  if (error instanceof QueryFailedError) return (error.driverError ?? error) as PgError;
  if (typeof error === 'object' && error !== null && 'code' in error) return error as PgError;
  return undefined;
}

/** `Key (slug)=(slow-mornings) already exists.` → `slow-mornings`. */
function keyValueOf(detail: string | undefined): string | undefined {
  return detail ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
}
