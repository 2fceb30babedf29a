// @vitest-environment jsdom
import type { GuideSummary } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi, type Reply } from '../testing/render-page';
import GuideListPage from './guide-list-page';

/** A guide as the list gets it: a summary, without body or meta description. */
function guide(overrides: Partial<GuideSummary> = {}): GuideSummary {
  return {
    id: '3a5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'weekend-adventure-playbook',
    title: 'The Weekend Adventure Playbook',
    description: 'Big trips on small time.',
    category: 'Adventure & Travel',
    categorySlug: 'adventure-travel',
    imagePath: '/images/weekend-adventure-playbook.svg',
    imageAlt: 'A winding road toward the mountains',
    articleCount: 7,
    ...overrides,
  };
}

const down: Reply = { status: 503, body: { success: false, message: 'down' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuideListPage', () => {
  it('shows placeholders, then one card per guide', async () => {
    const second = guide({
      id: '3a5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61',
      slug: 'food-scene',
      title: 'Your Local Food Scene',
      category: 'Food & Dining',
      articleCount: 1,
    });
    stubApi({ '/api/guides?view=summary': { status: 200, body: { success: true, data: [guide(), second] } } });
    renderPage('/guides', '/guides', <GuideListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading guides...' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img', { name: 'A winding road toward the mountains' }).getAttribute('src')).toBe(
      '/images/weekend-adventure-playbook.svg',
    );
    expect(first.getByText('Adventure & Travel').getAttribute('data-accent-color')).toBe('blue');
    expect(first.getByRole('link', { name: 'The Weekend Adventure Playbook' }).getAttribute('href')).toBe(
      '/guide/weekend-adventure-playbook',
    );
    expect(first.getByText('Big trips on small time.')).toBeTruthy();
    expect(first.getByText('7 articles')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'Your Local Food Scene' })
        .getAttribute('href'),
    ).toBe('/guide/food-scene');
    expect(screen.queryByRole('status')).toBeNull();
    // The first card's picture is in view as the page opens (often its largest paint): fetched first; the rest load lazily.
    const [firstImage, secondImage] = cards.map((card) => within(card).getByRole('img'));
    expect(firstImage!.getAttribute('fetchpriority')).toBe('high');
    expect(firstImage!.getAttribute('loading')).toBeNull();
    expect(secondImage!.getAttribute('loading')).toBe('lazy');
  });

  it('says so when there are no guides', async () => {
    stubApi({ '/api/guides?view=summary': { status: 200, body: { success: true, data: [] } } });
    renderPage('/guides', '/guides', <GuideListPage />);
    expect(await screen.findByRole('heading', { name: 'No guides found' })).toBeTruthy();
    expect(screen.getByText("We're working on creating comprehensive guides. Check back soon!")).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let reply = down;
    stubApi({ '/api/guides?view=summary': () => reply });
    renderPage('/guides', '/guides', <GuideListPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    reply = { status: 200, body: { success: true, data: [guide()] } };
    fireEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
