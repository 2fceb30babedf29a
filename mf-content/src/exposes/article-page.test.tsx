// @vitest-environment jsdom
import { Toaster, ToastProvider } from '@livefully/web-kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, summary, testId, type Reply } from '../testing/render-page';
import ArticlePage from './article-page';

const ARTICLE = post({ tags: ['mornings', 'habits'] });
const missing: Reply = { status: 404, body: { success: false, message: 'Post not found', code: 'CONTENT.POST_NOT_FOUND' } };
const down: Reply = { status: 503, body: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const TOPICS = [
  { id: testId(301), slug: 'mindfulness', name: 'Mindfulness', description: '', color: 'teal', icon: 'fa-spa', articleCount: 3 },
];
/** The server picks the related articles (same category, this one excluded); the page asks for 3. */
const RELATED = [
  summary({ id: testId(201), slug: 'sleep-reset', title: 'Sleep Reset' }),
  summary({ id: testId(203), slug: 'breathing', title: 'Breathing' }),
  summary({ id: testId(204), slug: 'walks', title: 'Walks' }),
];
const API = {
  '/api/blog-posts/slow-mornings': ok(ARTICLE),
  [`/api/blog-posts/${ARTICLE.id}/topics`]: ok(TOPICS),
  '/api/blog-posts/slow-mornings/related?limit=3': ok(RELATED),
};

function renderArticle(path = '/blog/slow-mornings') {
  return renderPage(
    path,
    '/blog/:slug',
    <ToastProvider>
      <ArticlePage />
      <Toaster />
    </ToastProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticlePage', () => {
  it('shows the article: breadcrumb, badge, title, date, excerpt, hero image and markdown body', async () => {
    const fetchMock = stubApi(API);
    renderArticle();
    expect(screen.getByRole('status')).toBeTruthy();

    const title = await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' });
    expect(title).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(crumbs.getByText('The Art of Slow Mornings').getAttribute('aria-current')).toBe('page');
    const header = within(title.closest('header') as HTMLElement);
    expect(header.getByText('Wellness').getAttribute('data-accent-color')).toBe('green');
    expect(header.getByText(/Last updated:/).textContent).toBe('Last updated: Jan 5, 2025');
    expect(header.getByText('Ten unhurried minutes changed my day.')).toBeTruthy();
    expect(header.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'A cup of tea beside an open notebook' })[0]?.className).toBe('article__hero');
    expect(await screen.findByRole('heading', { level: 2, name: 'Why mornings matter' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts/slow-mornings', expect.objectContaining({ credentials: 'include' }));
  });

  it('links the topics, lists the tags for screen readers only, and shows up to 3 related articles', async () => {
    stubApi(API);
    renderArticle();
    const topics = await screen.findByRole('region', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Mindfulness' }).getAttribute('href')).toBe('/topics/mindfulness');

    const tags = screen.getByRole('heading', { name: 'Tags' }).parentElement as HTMLElement;
    expect(tags.className).toBe('visually-hidden');
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['mornings', 'habits']);

    const related = await screen.findByRole('region', { name: 'Related Articles' });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(titles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sleep Reset', '/blog/sleep-reset'],
      ['Breathing', '/blog/breathing'],
      ['Walks', '/blog/walks'],
    ]);
    // Each is the site's article card: its meta line names and links the author.
    expect(within(related).getAllByRole('link', { name: 'Ana Ruiz' })).toHaveLength(3);
  });

  it('shows no Related Articles section when the category has no other article', async () => {
    stubApi({ ...API, '/api/blog-posts/slow-mornings/related?limit=3': ok([]) });
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Related Articles' })).toBeNull();
  });

  it('shares natively when it can, with title, excerpt and the article address', async () => {
    stubApi(API);
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'The Art of Slow Mornings',
        text: 'Ten unhurried minutes changed my day.',
        url: `${window.location.origin}/blog/slow-mornings`,
      }),
    );
    expect(screen.queryByText('Link copied!')).toBeNull();
  });

  it('copies the link and says so when there is no native share', async () => {
    stubApi(API);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect((await screen.findAllByText('Link copied!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The article link has been copied to your clipboard.').length).toBeGreaterThan(0);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/slow-mornings`);
  });

  it('carries one reading-progress bar, hidden from assistive technology, and none while the article loads', async () => {
    stubApi(API);
    const { container } = renderArticle();
    expect(container.querySelector('.reading-progress')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' });
    const bars = container.querySelectorAll('.reading-progress');
    expect(bars).toHaveLength(1);
    expect(bars[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says the article does not exist on a 404', async () => {
    stubApi({ '/api/blog-posts/nope': missing });
    renderArticle('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Articles' }).getAttribute('href')).toBe('/blog');
  });

  it('shows an error with a retry when the service fails', async () => {
    let reply = down;
    stubApi({ ...API, '/api/blog-posts/slow-mornings': () => reply });
    renderArticle();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Article Not Found')).toBeNull();

    reply = ok(ARTICLE);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' })).toBeTruthy();
  });
});
