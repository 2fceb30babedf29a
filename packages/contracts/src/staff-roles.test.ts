import { describe, expect, it } from 'vitest';
import { roleAtLeast, staffRuleAllows } from './staff-roles.js';

describe('staff roles', () => {
  it('orders contributor < author < editor < administrator < owner', () => {
    expect(roleAtLeast('owner', 'administrator')).toBe(true);
    expect(roleAtLeast('editor', 'editor')).toBe(true);
    expect(roleAtLeast('author', 'editor')).toBe(false);
    expect(roleAtLeast('contributor', 'author')).toBe(false);
  });

  it('puts a reader below every role', () => {
    expect(roleAtLeast(null, 'contributor')).toBe(false);
    expect(roleAtLeast(undefined, 'contributor')).toBe(false);
  });

  it('lets an ownership rule take the lower role on one’s own item only', () => {
    const rule = { staff: 'contributor', others: 'editor' } as const;
    expect(staffRuleAllows(rule, 'contributor', true)).toBe(true);
    expect(staffRuleAllows(rule, 'contributor', false)).toBe(false);
    expect(staffRuleAllows(rule, 'author', false)).toBe(false);
    expect(staffRuleAllows(rule, 'editor', false)).toBe(true);
    expect(staffRuleAllows({ staff: 'editor' }, 'author', true)).toBe(false);
  });
});
