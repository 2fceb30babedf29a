// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, fail, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CategoryEditor', () => {
  it('keeps a category that posts use, saying why, and stays on the page', async () => {
    const category = adminCategory({ postCount: 3 });
    adminApi(
      { categories: [category] },
      {
        [`GET /api/admin/categories/${category.id}`]: ok(category),
        [`DELETE /api/admin/categories/${category.id}`]: fail(
          409,
          'Wellness is used by 3 posts; move them first',
          'CONTENT.CATEGORY_IN_USE',
        ),
      },
    );
    const auth = testAuth();
    const { router } = renderAdmin(`/admin/categories/${category.id}/edit`, auth);
    await auth.emit(ADA);
    expect(await screen.findByText('3 posts use this category.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    expect(dialog.textContent).toContain('3 posts use it: a category can only be deleted once no post does.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));

    expect((await screen.findAllByText('Could not delete')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Wellness is used by 3 posts; move them first').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/admin/categories/${category.id}/edit`);
  });

  it('saves with Ctrl+S', async () => {
    const calls = adminApi(
      {},
      {
        'POST /api/admin/categories': ok(
          adminCategory({ id: '00000000-0000-4000-8000-0000000000c1', name: 'Hobbies', slug: 'hobbies' }),
          201,
        ),
      },
    );
    const auth = testAuth();
    renderAdmin('/admin/categories/new', auth);
    await auth.emit(ADA);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Hobbies' } });
    fireEvent.keyDown(document, { key: 's', ctrlKey: true });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Hobbies', slug: 'hobbies', description: '' }),
    );
    expect((await screen.findAllByText('Category saved')).length).toBeGreaterThan(0);
  });
});
