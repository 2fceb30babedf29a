// @vitest-environment jsdom
import type { Topic } from '@livefully/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../testing/render-page';
import TopicListPage from './topic-list-page';

const topic = (overrides: Partial<Topic> = {}): Topic => ({
  id: '5b5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  slug: 'foodie',
  name: 'Foodie',
  description: 'Restaurants, recipes and food adventures.',
  color: 'orange',
  icon: 'fa-utensils',
  articleCount: 5,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopicListPage', () => {
  it('shows placeholders, then a coloured card per topic', async () => {
    const mystery = topic({
      id: '5b5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61',
      slug: 'mystery',
      name: 'Mystery',
      color: 'ultraviolet',
      icon: 'fa-nope',
      articleCount: 0,
    });
    stubApi({ '/api/topics': { status: 200, body: { success: true, data: [topic(), mystery] } } });
    renderPage('/topics', '/topics', <TopicListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore by Topic' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading topics...' })).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const foodie = within(cards[0] as HTMLElement);
    expect(foodie.getByRole('heading', { level: 2, name: 'Foodie' })).toBeTruthy();
    expect(foodie.getByText('Restaurants, recipes and food adventures.')).toBeTruthy();
    expect(foodie.getByText('5 articles available')).toBeTruthy();
    expect(foodie.getByRole('link', { name: 'Explore Topic' }).getAttribute('href')).toBe('/topics/foodie');
    expect(cards[0]?.className).toContain('topic-card--orange');
    expect(cards[0]?.querySelector('.lucide-utensils')).not.toBeNull();

    const unknown = within(cards[1] as HTMLElement).getByRole('img', { name: 'Icon "fa-nope" not found' });
    expect(unknown.getAttribute('title')).toBe('Icon "fa-nope" not found');
    expect(cards[1]?.className).toContain('topic-card--default');
  });

  it('says so when there are no topics', async () => {
    stubApi({ '/api/topics': { status: 200, body: { success: true, data: [] } } });
    renderPage('/topics', '/topics', <TopicListPage />);
    expect(await screen.findByRole('heading', { name: 'No topics found' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    stubApi({ '/api/topics': { status: 503, body: { success: false, message: 'down' } } });
    renderPage('/topics', '/topics', <TopicListPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
