import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, isHttpOperation, staffRuleOf } from '@livefully/contracts';
import { openApiDocument } from './openapi-document.js';

type Operation = { 'x-staff-role'?: string; 'x-staff-role-others'?: string; description?: string; responses: Record<string, unknown> };
const document = openApiDocument(ALL_OPERATIONS) as { paths: Record<string, Record<string, Operation>> };
const route = (path: string, method: string) => document.paths[path]![method]!;

describe('the API document’s staff roles (docs/roles.md)', () => {
  it('names the least role of every staff route, and a 403, from the operation table', () => {
    for (const op of ALL_OPERATIONS.filter(isHttpOperation)) {
      const documented = route(op.http.path.replace(/:(\w+)/g, '{$1}'), op.http.method.toLowerCase());
      expect(documented['x-staff-role'], op.name).toBe(staffRuleOf(op.http)?.staff);
      if (staffRuleOf(op.http)) expect(Object.keys(documented.responses), op.name).toContain('403');
    }
  });

  it('says it in words, with the ownership rule where there is one', () => {
    expect(route('/api/admin/mailings/{id}/send', 'post').description).toContain('Staff: an administrator or above.');
    const update = route('/api/admin/posts/{id}', 'put');
    expect(update['x-staff-role-others']).toBe('editor');
    expect(update.description).toContain("Staff: a contributor or above on their own item; an editor or above on anyone's.");
  });
});
