// @vitest-environment jsdom
import type { Topic } from '@livefully/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, type Reply } from '../testing/render-page';
import TopicPage from './topic-page';

const TOPIC: Topic = {
  id: '5b5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  slug: 'mindfulness',
  name: 'Mindfulness',
  description: 'Breathing, journaling and rest.',
  color: 'teal',
  icon: 'fa-spa',
  articleCount: 1,
};
const topicReply: Reply = { status: 200, body: { success: true, data: TOPIC } };
const postsReply = (posts = [post()]): Reply => ({ status: 200, body: { success: true, data: { posts } } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopicPage', () => {
  it('shows the coloured header and the articles of the topic', async () => {
    stubApi({ '/api/topics/mindfulness': topicReply, '/api/topics/mindfulness/blog-posts': postsReply() });
    renderPage('/topics/mindfulness', '/topics/:slug', <TopicPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mindfulness' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Topics' }).getAttribute('href')).toBe('/topics');
    expect(crumbs.getByText('Mindfulness').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back to all topics' }).getAttribute('href')).toBe('/topics');
    const header = screen.getByRole('banner');
    expect(header.className).toContain('topic-hero--teal');
    expect(header.querySelector('.lucide-flower-2, .lucide-flower2')).not.toBeNull();
    expect(within(header).getByText('1 article')).toBeTruthy();
    expect(screen.getByText('Breathing, journaling and rest.')).toBeTruthy();

    const card = await screen.findByRole('article');
    const article = within(card);
    expect(article.getByRole('img', { name: 'A cup of tea beside an open notebook' })).toBeTruthy();
    expect(article.getByText('Wellness').getAttribute('data-accent-color')).toBe('green');
    expect(article.getByText('5 min read')).toBeTruthy();
    expect(article.getByRole('link', { name: 'The Art of Slow Mornings' }).getAttribute('href')).toBe('/blog/slow-mornings');
    expect(article.getByText('Ten unhurried minutes changed my day.')).toBeTruthy();
    expect(article.getByText('Jan 5, 2025')).toBeTruthy();
    // The byline links to the author's page (docs/authors.md).
    expect(card.textContent).toContain('By Ana Ruiz');
    expect(article.getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/authors/ana-ruiz');
    expect(screen.getByText('1 article', { selector: '.topic-articles__count' })).toBeTruthy();
  });

  it("shows 'Loading articles...' until the articles arrive, and counts them in the plural", async () => {
    let release: (reply: Reply) => void = () => {};
    const pending = new Promise<Reply>((resolve) => (release = resolve));
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const reply = String(input).endsWith('/blog-posts') ? await pending : topicReply;
      return Response.json(reply.body, { status: reply.status });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/topics/mindfulness', '/topics/:slug', <TopicPage />);
    expect(await screen.findByText('Loading articles...')).toBeTruthy();

    release(postsReply([post(), post({ id: '8d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61', slug: 'hikes', title: 'Hikes' })]));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('2 articles', { selector: '.topic-articles__count' })).toBeTruthy();
    // The first card's picture is in view as the page opens (often its largest paint): fetched first; the rest load lazily.
    const [first, second] = cards.map((card) => within(card).getByRole('img'));
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBeNull();
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('Loading articles...')).toBeNull();
  });

  it('says when the topic has no articles yet', async () => {
    stubApi({ '/api/topics/mindfulness': topicReply, '/api/topics/mindfulness/blog-posts': postsReply([]) });
    renderPage('/topics/mindfulness', '/topics/:slug', <TopicPage />);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(screen.getByText("We're working on adding more content for this topic. Check back soon!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Articles' }).getAttribute('href')).toBe('/blog');
  });

  it('says the topic does not exist on a 404', async () => {
    stubApi({});
    renderPage('/topics/nope', '/topics/:slug', <TopicPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Topics' }).getAttribute('href')).toBe('/topics');
  });
});
