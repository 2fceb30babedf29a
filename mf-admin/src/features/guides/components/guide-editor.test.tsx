// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminGuide, ok, renderAdmin, testAuth, chooseOption } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuideEditor', () => {
  it('shows the articles counted from its category, read-only, following the chosen category', async () => {
    const wellness = adminCategory({ postCount: 5 });
    const career = adminCategory({ id: '1b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', slug: 'career', name: 'Career', postCount: 2 });
    const guide = adminGuide({ articleCount: 4 });
    adminApi({ categories: [wellness, career] }, { [`GET /api/admin/guides/${guide.id}`]: ok(guide) });
    const auth = testAuth();
    renderAdmin(`/admin/guides/${guide.id}/edit`, auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'Edit guide' });
    expect(screen.getByText('4 in Wellness')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    chooseOption('Category', career.id);
    expect(screen.getByText('2 in Career')).toBeTruthy();
  });
});
