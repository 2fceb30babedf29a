import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, roleAtLeast } from '../staff-roles.js';
import { ALL_OPERATIONS, isHttpOperation, staffRuleOf } from './index.js';

const unique = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the operation table', () => {
  it('names each operation, pattern and route once', () => {
    expect(unique(ALL_OPERATIONS.map((op) => op.name))).toEqual([]);
    expect(unique(ALL_OPERATIONS.flatMap((op) => (op.service === 'gateway' ? [] : [op.pattern])))).toEqual([]);
    expect(unique(ALL_OPERATIONS.filter(isHttpOperation).map((op) => `${op.http.method} ${op.http.path}`))).toEqual([]);
  });

  it('routes only under /api, with a parameter schema for each path parameter', () => {
    for (const op of ALL_OPERATIONS.filter(isHttpOperation)) {
      expect(op.http.path).toMatch(/^\/api\//);
      const names = [...op.http.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape = (op.http.params?.schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), op.name).toEqual(names.sort());
    }
  });

  it('gives every service route that sends input a message schema for the service to validate', () => {
    for (const op of ALL_OPERATIONS.filter(isHttpOperation)) {
      if (op.service === 'gateway') continue;
      // `toMessage`: the route builds its message from the request (the caller, for "My profile").
      const sendsInput = Boolean(op.http.params || op.http.query || op.http.body || op.http.toMessage);
      expect(op.message !== undefined, op.name).toBe(sendsInput);
    }
  });

  it('gives every admin-area route a staff rule, and no other route one (docs/roles.md)', () => {
    for (const op of ALL_OPERATIONS.filter(isHttpOperation)) {
      const rule = staffRuleOf(op.http);
      expect(rule !== undefined, `${op.name} ${op.http.path}`).toBe(op.http.path.startsWith('/api/admin/'));
      if (!rule) continue;
      expect(STAFF_ROLES, op.name).toContain(rule.staff);
      // Anyone's item takes more than one's own, or the ownership rule would mean nothing.
      if (rule.others) expect(roleAtLeast(rule.others, rule.staff) && rule.others !== rule.staff, op.name).toBe(true);
    }
  });

  it('keeps staff, mailings, subscribers, people and the audit log to administrators', () => {
    const paths = /^\/api\/admin\/(mailings|subscribers|people|audit|contact-messages)/;
    const rules = ALL_OPERATIONS.filter(isHttpOperation).filter((op) => paths.test(op.http.path));
    expect(rules.length).toBeGreaterThan(10);
    for (const op of rules) expect(staffRuleOf(op.http), op.name).toEqual({ staff: 'administrator' });
  });

  it('keeps the staff screen to administrators, and the transfer of the ownership to the owner', () => {
    const staff = ALL_OPERATIONS.filter(isHttpOperation).filter((op) => op.http.path.startsWith('/api/admin/staff'));
    expect(staff.map((op) => op.name).sort()).toEqual(
      [
        'inviteStaff',
        'listInvitations',
        'listStaff',
        'removeStaff',
        'resendInvitation',
        'revokeInvitation',
        'transferOwnership',
        'updateStaff',
      ].sort(),
    );
    for (const op of staff) {
      expect(staffRuleOf(op.http), op.name).toEqual({ staff: op.name === 'transferOwnership' ? 'owner' : 'administrator' });
    }
  });
});
