// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  adminApi,
  adminCategory,
  adminPost,
  adminTopic,
  fail,
  ok,
  renderAdmin,
  testAuth,
  chooseOption,
} from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATEGORY = adminCategory();
const TOPIC = adminTopic();

async function openNewPost(extra: Parameters<typeof adminApi>[1] = {}) {
  const calls = adminApi({ categories: [CATEGORY], topics: [TOPIC] }, extra);
  const auth = testAuth();
  const view = renderAdmin('/admin/posts/new', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'New post' });
  return { ...view, calls };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-error'))?.textContent ?? null;

function fillValidPost() {
  type(box('Title'), 'Slow Mornings');
  type(box('Excerpt'), 'Ten calm minutes.');
  type(box('Content'), 'A calm start makes the day.');
  chooseOption('Category', CATEGORY.id);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Mindfulness' }));
}

describe('PostEditor', () => {
  it('derives the slug from the title until the slug is edited, and resets it on request', async () => {
    await openNewPost();
    type(box('Title'), 'Café Mornings & Tea');
    expect((box('Slug') as HTMLInputElement).value).toBe('cafe-mornings-and-tea');
    expect(screen.queryByRole('button', { name: 'Reset to title' })).toBeNull();

    type(box('Slug'), 'mornings');
    type(box('Title'), 'Café Mornings & Tea, Revisited');
    expect((box('Slug') as HTMLInputElement).value).toBe('mornings');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to title' }));
    expect((box('Slug') as HTMLInputElement).value).toBe('cafe-mornings-and-tea-revisited');
    type(box('Title'), 'Tea');
    expect((box('Slug') as HTMLInputElement).value).toBe('tea');
  });

  it('shows a field message on blur only once the field was changed', async () => {
    await openNewPost();
    fireEvent.blur(box('Excerpt'));
    expect(box('Excerpt').getAttribute('aria-invalid')).toBeNull();

    type(box('Title'), 'x');
    type(box('Title'), '');
    expect(messageOf(box('Title'))).toBeNull();
    fireEvent.blur(box('Title'));
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box('Title'))).toBe('Title is required');
    type(box('Title'), 'Back again');
    expect(messageOf(box('Title'))).toBeNull();
  });

  it('on an invalid save lists every problem at the top and focuses the first invalid field', async () => {
    const { calls } = await openNewPost();
    type(box('Meta description'), 'x'.repeat(161));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('There are 6 problems with this post');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Title is required',
      'Slug is required',
      'Excerpt is required',
      'Content is required',
      'Choose a category',
      'Meta description must be at most 160 characters',
    ]);
    expect(document.activeElement).toBe(box('Title'));
    expect(messageOf(screen.getByRole('combobox', { name: 'Category' }))).toBe('Choose a category');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(summary).getByRole('link', { name: 'Choose a category' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category' }));
  });

  it('saves a valid post, says so, and moves to its edit address', async () => {
    const saved = adminPost({ id: '00000000-0000-4000-8000-0000000000a1', title: 'Slow Mornings', slug: 'slow-mornings', status: 'draft' });
    const { calls, router } = await openNewPost({
      'POST /api/admin/posts': ok(saved, 201),
      'GET /api/admin/posts/00000000-0000-4000-8000-0000000000a1': ok(saved),
    });
    fillValidPost();
    fireEvent.keyDown(box('Tags'), { key: 'Enter' });
    type(box('Tags'), 'mornings,');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect((await screen.findAllByText('Post saved')).length).toBeGreaterThan(0);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Slow Mornings',
      slug: 'slow-mornings',
      categoryId: CATEGORY.id,
      topicIds: [TOPIC.id],
      tags: ['mornings'],
      status: 'draft',
    });
    // The byline is left to the server: the writer's own profile (docs/authors.md).
    expect(post?.body).not.toHaveProperty('authorId');
    expect(post?.body).not.toHaveProperty('readTime');
    // A new draft carries no publish date: publishing dates it.
    expect((post?.body as { publishedAt: string | null }).publishedAt).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/00000000-0000-4000-8000-0000000000a1/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit post' })).toBeTruthy();
    // The same form carries on at the new address: what was typed is still there.
    expect((box('Title') as HTMLInputElement).value).toBe('Slow Mornings');
  });

  it('offers to feature the post on the home page, saying what that does, and saves the choice', async () => {
    const saved = adminPost({ id: '00000000-0000-4000-8000-0000000000a2', title: 'Slow Mornings', slug: 'slow-mornings', status: 'draft' });
    const { calls } = await openNewPost({
      'POST /api/admin/posts': ok(saved, 201),
      'GET /api/admin/posts/00000000-0000-4000-8000-0000000000a2': ok(saved),
    });
    const featured = screen.getByRole('checkbox', { name: 'Feature on the home page' });
    expect(featured.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(featured.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /newest featured story .* leads the home page/,
    );

    fillValidPost();
    fireEvent.click(featured);
    expect(featured.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findAllByText('Post saved');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ featured: true });
  });

  it("shows a saved post's flag, and an unticked box saves it unfeatured", async () => {
    const post = adminPost({ id: '00000000-0000-4000-8000-0000000000a3', featured: true, status: 'draft', publishedAt: null });
    const calls = adminApi(
      { categories: [CATEGORY], topics: [TOPIC] },
      { [`GET /api/admin/posts/${post.id}`]: ok(post), [`PUT /api/admin/posts/${post.id}`]: ok({ ...post, featured: false, version: 2 }) },
    );
    const auth = testAuth();
    renderAdmin(`/admin/posts/${post.id}/edit`, auth);
    await auth.emit(ADA);
    const featured = await screen.findByRole('checkbox', { name: 'Feature on the home page' });
    await waitFor(() => expect(featured.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(featured);
    expect(featured.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ featured: false, version: 1 }));
  });

  it("puts the server's field messages (400) beside the fields and a taken slug (409) on the slug", async () => {
    let reply = fail(400, 'Invalid post', 'COMMON.VALIDATION', [{ path: ['excerpt'], message: 'Excerpt is too short' }]);
    await openNewPost({ 'POST /api/admin/posts': () => reply });
    fillValidPost();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(messageOf(box('Excerpt'))).toBe('Excerpt is too short'));
    expect(document.activeElement).toBe(box('Excerpt'));
    expect((await screen.findAllByText('Could not save')).length).toBeGreaterThan(0);

    reply = fail(409, 'A post with this slug already exists', 'CONTENT.SLUG_TAKEN');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(messageOf(box('Slug'))).toBe('A post with this slug already exists'));
    expect(messageOf(box('Excerpt'))).toBeNull();
    type(box('Slug'), 'slow-mornings-2');
    expect(messageOf(box('Slug'))).toBeNull();
  });

  it('counts the meta description against its limit and computes the read time', async () => {
    await openNewPost();
    type(box('Meta description'), 'A calm start.');
    expect(screen.getByText((_, node) => Boolean(node?.id) && node?.textContent === '13 / 160 characters')).toBeTruthy();

    type(box('Content'), 'word '.repeat(450));
    const readTime = screen.getByRole('spinbutton', { name: 'Read time' }) as HTMLInputElement;
    expect(readTime.value).toBe('3');
    type(readTime, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Use computed (3 min)' }));
    expect(readTime.value).toBe('3');
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { router } = await openNewPost();
    fireEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));

    await router.navigate('/admin/posts/new');
    await screen.findByRole('heading', { level: 1, name: 'New post' });
    type(box('Title'), 'Half a thought');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/posts/new');
    expect((box('Title') as HTMLInputElement).value).toBe('Half a thought');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
