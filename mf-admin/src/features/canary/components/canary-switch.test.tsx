// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the canary switch on the dashboard', () => {
  it('shows its state from the gateway and turns the canaries on for this browser', async () => {
    const calls = adminApi(
      {},
      {
        'GET /api/admin/canary': ok({ on: false, remotes: ['mf_content'] }),
        'PUT /api/admin/canary': ok({ on: true, remotes: ['mf_content'] }),
      },
    );
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    const box = await screen.findByRole('checkbox', { name: 'Try new versions of the site in this browser' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/^Off: new versions of mf_content would be used/)).toBeTruthy();
    fireEvent.click(box);
    await vi.waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText(/^On: new versions of mf_content are used/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/admin/canary' && call.authorization)).toBe(true);
  });

  it('is not shown while no remote has a canary', async () => {
    adminApi({}, { 'GET /api/admin/canary': ok({ on: false, remotes: [] }) });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(screen.queryByRole('checkbox', { name: /Try new versions/ })).toBeNull();
  });
});
