import { describe, expect, it } from 'vitest';
import { AuditEntrySchema } from './admin.schemas.js';
import { CONTENT_KINDS, pluralOf } from './content-kinds.js';
import { ContentChangedSchema } from './content.events.js';
import { ALL_OPERATIONS } from './operations/index.js';
import { RevisionKindSchema } from './revisions.schemas.js';
import { TrashKindSchema } from './trash.schemas.js';

/** The admin routes the gateway binds, as "METHOD path". */
const routes = new Set(ALL_OPERATIONS.flatMap((op) => (op.http ? [`${op.http.method} ${op.http.path}`] : [])));

describe('the one list of editable kinds', () => {
  it('is the kinds of the revisions, the trash, the change events and the audit log', () => {
    expect(CONTENT_KINDS).toEqual(['post', 'guide', 'topic', 'category']);
    expect(RevisionKindSchema.options).toEqual(CONTENT_KINDS);
    expect(TrashKindSchema.options).toEqual(CONTENT_KINDS);
    expect(ContentChangedSchema.shape.kind.options).toEqual(CONTENT_KINDS);
    expect(AuditEntrySchema.shape.kind.options).toEqual([...CONTENT_KINDS, 'media', 'preview', 'author', 'staff']);
  });

  it.each(CONTENT_KINDS)('gives the %s its admin, history and trash routes under its plural', (kind) => {
    const base = `/api/admin/${pluralOf(kind)}`;
    expect(
      [
        `GET ${base}`,
        `POST ${base}`,
        `PUT ${base}/:id`,
        `DELETE ${base}/:id`,
        `GET ${base}/:id/revisions`,
        `POST ${base}/:id/revisions/:number/restore`,
        `PUT ${base}/:id/autosave`,
        `POST ${base}/:id/restore`,
      ].filter((route) => !routes.has(route)),
    ).toEqual([]);
  });
});
