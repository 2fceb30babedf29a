// @vitest-environment jsdom
import { AuditEntrySchema, type AuditEntry } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  actor: { uid: 'u-ada', email: 'ada@example.com' },
  action: 'update',
  kind: 'post',
  entityId: '11111111-1111-4111-8111-111111111111',
  before: { title: 'Slow Mornings', status: 'draft', content: 'one\ntwo' },
  after: { title: 'Slower Mornings', status: 'draft', content: 'one\n2' },
  at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

async function openAudit(extra: Parameters<typeof adminApi>[1]) {
  const calls = adminApi({}, extra);
  const auth = testAuth();
  renderAdmin('/admin/audit', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  return calls;
}

describe('Audit log', () => {
  it('shows each change with its fields before and after, text of several lines as a line diff', async () => {
    await openAudit({ 'GET /api/admin/audit?limit=21&offset=0': ok([entry(1)]) });
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(within(table).getByText('Updated post')).toBeTruthy();
    const summary = table.querySelector('summary')!;
    expect(summary.textContent).toBe('Slower Mornings (2 fields)');
    fireEvent.click(summary);
    const diff = screen.getByRole('table', { name: 'What changed in Slower Mornings' });
    const title = within(diff).getByRole('rowheader', { name: 'title' }).closest('tr')!;
    expect([...title.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Slow Mornings', 'Slower Mornings']);
    expect(within(diff).queryByRole('rowheader', { name: 'status' })).toBeNull();
    const content = within(diff).getByRole('rowheader', { name: 'content' }).closest('tr')!;
    expect([...content.querySelectorAll('del')].map((part) => part.textContent)).toEqual(['removed: two\n']);
    expect([...content.querySelectorAll('ins')].map((part) => part.textContent)).toEqual(['added: 2\n']);
  });

  it('sends the filters and pages back and forth', async () => {
    const many = Array.from({ length: 21 }, (_, i) => entry(i + 1, { action: 'delete', after: null }));
    const calls = await openAudit({
      'GET /api/admin/audit?limit=21&offset=0': ok([entry(99)]),
      'GET /api/admin/audit?limit=21&offset=0&actor=ada%40example.com&kind=post&action=delete&from=2026-11-01&to=2026-11-30': ok(many),
      'GET /api/admin/audit?limit=21&offset=20&actor=ada%40example.com&kind=post&action=delete&from=2026-11-01&to=2026-11-30': ok([
        entry(50, { action: 'delete', after: null }),
      ]),
    });
    await screen.findByRole('table', { name: 'Changes, newest first' });
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'post' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(screen.getAllByText('Deleted post')).toHaveLength(20));
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await vi.waitFor(() => expect(screen.getAllByText('Deleted post')).toHaveLength(1));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('/api/admin/audit')).map((call) => call.path)).toHaveLength(3);
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const calls = await openAudit({ 'GET /api/admin/audit?limit=21&offset=0': ok([]) });
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(calls.filter((call) => call.path.startsWith('/api/admin/audit'))).toHaveLength(1);
  });

  it('offers every kind and action of the log as a filter, and names a staff change by the member', async () => {
    const suspended = entry(2, {
      kind: 'staff',
      action: 'suspend',
      before: { email: 'mo@example.com', status: 'active' },
      after: { email: 'mo@example.com', status: 'suspended' },
    });
    await openAudit({ 'GET /api/admin/audit?limit=21&offset=0': ok([suspended]) });
    const values = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean);
    expect(values('Kind')).toEqual(AuditEntrySchema.shape.kind.options);
    expect(values('Action')).toEqual(AuditEntrySchema.shape.action.options);
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(within(table).getByText('Suspended staff member')).toBeTruthy();
    expect(table.querySelector('summary')!.textContent).toBe('mo@example.com (1 field)');
  });
});
