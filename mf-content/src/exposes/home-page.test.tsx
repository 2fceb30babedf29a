// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi, summary, testId, type Reply } from '../testing/render-page';
import { createQueryClient } from '@livefully/web-kit';
import { LEAD_POST_KEY } from '../features/home/api/get-lead-post';
import HomePage, { prefetch } from './home-page';

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const POSTS = Array.from({ length: 6 }, (_, i) => summary({ id: testId(100 + i), slug: `post-${i}`, title: `Post ${i}` }));
const GUIDES = [
  {
    id: testId(401),
    slug: 'weekend-playbook',
    title: 'Weekend Playbook',
    description: 'Big trips on small time.',
    category: 'Adventure & Travel',
    categorySlug: 'adventure-travel',
    imagePath: '/images/weekend-playbook.svg',
    imageAlt: 'A winding road',
    articleCount: 4,
  },
];
const TOPICS = [
  {
    id: testId(301),
    slug: 'foodie',
    name: 'Foodie',
    description: 'Food adventures.',
    color: 'orange',
    icon: 'fa-utensils',
    articleCount: 5,
  },
  { id: testId(302), slug: 'mystery', name: 'Mystery', description: 'Unknown icon.', color: 'nope', icon: 'fa-nope', articleCount: 1 },
];
const LEAD = summary({
  id: testId(200),
  slug: 'a-featured-story',
  title: 'A Featured Story',
  excerpt: 'The one the editors chose.',
  category: 'Adventure & Travel',
  readTime: 7,
  imageFocal: { x: 0.2, y: 0.8 },
});
/** What home asks for: its lead story, the newest 6 posts and every guide as summaries (no bodies), and the topics. */
const API = {
  '/api/lead-post': ok(LEAD),
  '/api/blog-posts?view=summary&limit=6': ok({ posts: POSTS, nextCursor: 'more' }),
  '/api/guides?view=summary': ok(GUIDES),
  '/api/topics': ok(TOPICS),
};
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the hero with its two calls to action', () => {
    stubApi(API);
    renderPage('/', '/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Guides' }).getAttribute('href')).toBe('/guides');
    expect(screen.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/blog');
  });

  it('shows 3 guide and 4 topic placeholders while loading, then the lists', async () => {
    stubApi(API);
    renderPage('/', '/', <HomePage />);
    expect(within(section('Explore Our Guides')).getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(within(section('Explore by Topic')).getAllByTestId('skeleton-card')).toHaveLength(4);

    const guides = section('Explore Our Guides');
    await waitFor(() =>
      expect(within(guides).getByRole('link', { name: 'Weekend Playbook' }).getAttribute('href')).toBe('/guide/weekend-playbook'),
    );
    expect(guides.textContent).toContain('4 articles');

    const topics = section('Explore by Topic');
    await waitFor(() => expect(within(topics).getByRole('link', { name: 'Foodie' }).getAttribute('href')).toBe('/topics/foodie'));
    expect(within(topics).getByRole('img', { name: 'Icon "fa-nope" not found' })).toBeTruthy();
  });

  it('lists the newest 6 posts under Latest Insights with a link to the blog, asking for no more', async () => {
    const fetchMock = stubApi(API);
    renderPage('/', '/', <HomePage />);
    const latest = section('Latest Insights');
    await waitFor(() => expect(within(latest).getAllByRole('article')).toHaveLength(6));
    expect(
      within(latest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
    expect(within(latest).getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe('/blog');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).not.toContain('/api/blog-posts');
    expect(asked).not.toContain('/api/guides');
  });

  it('shows the three app cards linking to /apps, and the newsletter slot', () => {
    stubApi(API);
    renderPage('/', '/', <HomePage newsletterSlot={<p>Sign up here</p>} />);
    const apps = section('Tools to Live Your Best Life');
    const links = within(apps).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dining through the Alphabet', '/apps'],
      ['What I Like', '/apps'],
      ['Stadium Tracker', '/apps'],
    ]);
    expect(
      within(apps)
        .getAllByRole('article')
        .map((a) => [...a.classList].filter((name) => name.startsWith('home-app')).join(' ')),
    ).toEqual(['home-app home-app--red', 'home-app home-app--blue', 'home-app home-app--green']);
    expect(within(section('Newsletter')).getByText('Sign up here')).toBeTruthy();
  });

  it('opens with the lead story after the hero and before the sections: image first, category, title, excerpt and one meta line', async () => {
    stubApi(API);
    renderPage('/', '/', <HomePage />);
    const lead = await screen.findByRole('region', { name: 'Lead story' });
    const title = within(lead).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('A Featured Story');
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/blog/a-featured-story');
    expect(lead.textContent).toContain('Adventure & Travel');
    expect(lead.textContent).toContain('The one the editors chose.');
    expect(lead.textContent).toContain('Jan 5, 2025');
    expect(lead.textContent).toContain('7 min read');
    expect(within(lead).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/authors/ana-ruiz');

    const image = within(lead).getByRole('img', { name: LEAD.imageAlt });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBeNull();

    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(hero, lead)).toBe(true);
    for (const name of ['Explore Our Guides', 'Latest Insights', 'Explore by Topic', 'Tools to Live Your Best Life']) {
      expect(follows(lead, section(name)), name).toBe(true);
    }
  });

  it('has no lead block when the site has no post, or when the lead cannot be read', async () => {
    for (const reply of [ok(null), { status: 503, body: { success: false, message: 'down' } }]) {
      stubApi({ ...API, '/api/lead-post': reply });
      renderPage('/', '/', <HomePage />);
      await waitFor(() => expect(within(section('Latest Insights')).getAllByRole('article')).toHaveLength(6));
      expect(screen.queryByRole('region', { name: 'Lead story' })).toBeNull();
      cleanup();
    }
  });

  it('offers a retry when a list fails to load', async () => {
    stubApi({ ...API, '/api/guides?view=summary': { status: 503, body: { success: false, message: 'down' } } });
    renderPage('/', '/', <HomePage />);
    const guides = section('Explore Our Guides');
    expect(await within(guides).findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('HomePage prefetch', () => {
  const failures: Array<[string, Reply]> = [
    ['a gateway of the release before the lead (no such route)', { status: 404, body: { success: false, message: 'Not found' } }],
    [
      'a content service of the release before it (the gateway answers 503)',
      { status: 503, body: { success: false, code: 'COMMON.SERVICE_UNAVAILABLE', message: 'The content service is unavailable.' } },
    ],
  ];

  it('reads the lead story with the three lists', async () => {
    stubApi(API);
    const queryClient = createQueryClient();
    await prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient });
    expect(queryClient.getQueryData(LEAD_POST_KEY)).toMatchObject({ slug: 'a-featured-story' });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success', 'success', 'success']);
  });

  it.each(failures)('leaves the lead out, and no failed read behind, when it cannot be read: %s', async (_, reply) => {
    stubApi({ ...API, '/api/lead-post': reply });
    const queryClient = createQueryClient();
    await prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient });
    // The renderer answers 503 or 404 for a page whose query cache holds a failed read.
    expect(queryClient.getQueryCache().find({ queryKey: LEAD_POST_KEY })).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success', 'success']);
  });

  it('still fails the page when a list cannot be read', async () => {
    stubApi({ ...API, '/api/topics': { status: 503, body: { success: false, message: 'The content service is unavailable.' } } });
    const queryClient = createQueryClient();
    await prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'error'),
    ).toHaveLength(1);
  });
});
