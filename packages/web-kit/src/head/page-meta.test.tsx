// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SiteSettingsProvider } from '../settings/site-settings';
import { PageMeta } from './page-meta';

const origin = window.location.origin;
const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

function renderMeta(element: ReactNode, path = '/blog', siteName?: string) {
  const settings = siteName ? { ...DEFAULT_SITE_SETTINGS, siteName } : DEFAULT_SITE_SETTINGS;
  render(
    <SiteSettingsProvider value={settings}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </SiteSettingsProvider>,
  );
}

afterEach(cleanup);

describe('PageMeta', () => {
  it("titles the page '{title} | {site name}' with description, canonical and share tags", () => {
    renderMeta(<PageMeta title="Blog - Latest Articles" description="Fresh takes." />, '/blog?category=Wellness');
    expect(document.title).toBe('Blog - Latest Articles | Live Fully');
    expect(meta('description')).toBe('Fresh takes.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/blog`);
    expect(meta('og:title')).toBe('Blog - Latest Articles | Live Fully');
    expect(meta('og:url')).toBe(`${origin}/blog`);
    expect(meta('og:site_name')).toBe('Live Fully');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:description')).toBe('Fresh takes.');
  });

  it('uses the 1200x630 site image when the page gives none', () => {
    renderMeta(<PageMeta title="Topics" />);
    expect(meta('og:image')).toBe(`${origin}/share/live-fully-1200x630.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:image')).toBe(`${origin}/share/live-fully-1200x630.png`);
    expect(meta('description')).toMatch(/living every day fully/);
  });

  it("uses the 1200x630 rendering of a page's own image, and an absolute raster URL as it is", () => {
    renderMeta(<PageMeta title="A" image="/images/hike.svg" imageAlt="A trail" type="article" />);
    expect(meta('og:image')).toBe(`${origin}/images/share/hike.png`);
    expect(meta('og:image:alt')).toBe('A trail');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:image')).toBe(`${origin}/images/share/hike.png`);
    expect(meta('og:type')).toBe('article');
    cleanup();
    renderMeta(<PageMeta title="B" image="https://cdn.example.com/hike.jpg" imageAlt="A trail" />);
    expect(meta('og:image')).toBe('https://cdn.example.com/hike.jpg');
    expect(meta('og:image:width')).toBeNull();
    cleanup();
    renderMeta(<PageMeta title="C" image="https://cdn.example.com/hike.svg" />);
    expect(meta('og:image')).toBe(`${origin}/share/live-fully-1200x630.png`);
  });

  it('names the published and modified times and the section of an article, and of nothing else', () => {
    const article = { publishedTime: '2025-06-01T09:00:00.000Z', modifiedTime: '2025-06-02T10:00:00.000Z', section: 'Wellness' };
    renderMeta(<PageMeta title="A" type="article" article={article} />, '/blog/a');
    expect(meta('article:published_time')).toBe('2025-06-01T09:00:00.000Z');
    expect(meta('article:modified_time')).toBe('2025-06-02T10:00:00.000Z');
    expect(meta('article:section')).toBe('Wellness');
    cleanup();
    renderMeta(<PageMeta title="A" type="article" article={{ section: 'Wellness' }} />, '/blog/a');
    expect(meta('article:published_time')).toBeNull();
    expect(meta('article:section')).toBe('Wellness');
    cleanup();
    renderMeta(<PageMeta title="A" article={article} />, '/blog/a');
    expect(meta('article:section')).toBeNull();
  });

  it('writes absolute URLs on the public origin when one is set (a page rendered on the server)', () => {
    render(
      <SiteSettingsProvider value={{ ...DEFAULT_SITE_SETTINGS, publicOrigin: 'https://livefully.example' }}>
        <MemoryRouter initialEntries={['/blog/a?x=1']}>
          <PageMeta title="A" image="/images/a.svg" />
        </MemoryRouter>
      </SiteSettingsProvider>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://livefully.example/blog/a');
    expect(meta('og:image')).toBe('https://livefully.example/images/share/a.png');
  });

  it('takes the site name from the site settings', () => {
    renderMeta(<PageMeta title="Search" />, '/search', 'Live Fully Staging');
    expect(document.title).toBe('Search | Live Fully Staging');
    expect(meta('og:site_name')).toBe('Live Fully Staging');
  });

  it("follows an item's search and sharing fields: meta title, canonical address, noindex and share image (docs/seo.md)", () => {
    const sharing = {
      metaTitle: 'Soup for a week',
      canonicalUrl: 'https://elsewhere.example/first',
      noindex: true,
      shareImagePath: '/images/pot.svg',
    };
    renderMeta(<PageMeta title="The Sunday Soup Pot" image="/images/soup.svg" imageAlt="A pot" sharing={sharing} />, '/blog/soup');
    expect(document.title).toBe('Soup for a week | Live Fully');
    expect(meta('og:title')).toBe('Soup for a week | Live Fully');
    expect(meta('twitter:title')).toBe('Soup for a week | Live Fully');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://elsewhere.example/first');
    expect(meta('og:url')).toBe('https://elsewhere.example/first');
    expect(meta('robots')).toBe('noindex');
    expect(meta('og:image')).toBe(`${origin}/images/share/pot.png`);
    expect(meta('twitter:image')).toBe(`${origin}/images/share/pot.png`);
    // The page image's alt text would not describe the share image chosen instead.
    expect(meta('og:image:alt')).toBeNull();
  });

  it('says what it said before when the fields are empty', () => {
    const sharing = { metaTitle: '', canonicalUrl: '', noindex: false, shareImagePath: '' };
    renderMeta(<PageMeta title="The Sunday Soup Pot" image="/images/soup.svg" imageAlt="A pot" sharing={sharing} />, '/blog/soup');
    expect(document.title).toBe('The Sunday Soup Pot | Live Fully');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/blog/soup`);
    expect(meta('robots')).toBeNull();
    expect(meta('og:image')).toBe(`${origin}/images/share/soup.png`);
    expect(meta('og:image:alt')).toBe('A pot');
  });
});
