// @vitest-environment jsdom
import type { StaffMember } from '@livefully/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (n: number, email: string, role: StaffMember['role']): StaffMember => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email,
  role,
  status: 'active',
  since: '2026-11-20T10:00:00.000Z',
  grantedBy: 'cli',
});

async function openStaff(role: 'owner' | 'administrator') {
  adminApi(
    {},
    {
      'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }),
      'GET /api/admin/staff': ok([member(1, 'olive@example.com', 'owner'), member(2, 'ed@example.com', 'editor')]),
      'GET /api/admin/staff/invitations': ok([]),
    },
  );
  const auth = testAuth();
  renderAdmin('/admin/staff', auth);
  await auth.emit(ADA);
  return screen.findByRole('table', { name: 'Staff members, the owner first' });
}

describe('the staff screen (docs/roles.md)', () => {
  it('offers nothing on the owner’s row: no role, suspend or remove', async () => {
    const table = await openStaff('owner');
    const owner = within(table).getByRole('row', { name: /olive@example\.com/ });
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
    const editor = within(table).getByRole('row', { name: /ed@example\.com/ });
    expect((within(editor).getByRole('combobox', { name: 'Role of ed@example.com' }) as HTMLSelectElement).value).toBe('editor');
    expect(within(editor).getByRole('button', { name: 'Remove ed@example.com' })).toBeTruthy();
  });

  it('offers the transfer of the ownership to the owner only', async () => {
    const asOwner = await openStaff('owner');
    expect(within(asOwner).getByRole('button', { name: 'Make owner: ed@example.com' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    const asAdministrator = await openStaff('administrator');
    expect(within(asAdministrator).queryByRole('button', { name: /Make owner/ })).toBeNull();
  });
});
