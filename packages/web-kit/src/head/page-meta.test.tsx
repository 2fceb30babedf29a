// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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

  it("uses a page's own raster image, but not an SVG that social networks ignore", () => {
    renderMeta(<PageMeta title="A" image="/images/hike.jpg" imageAlt="A trail" type="article" />);
    expect(meta('og:image')).toBe(`${origin}/images/hike.jpg`);
    expect(meta('og:image:alt')).toBe('A trail');
    expect(meta('og:image:width')).toBeNull();
    expect(meta('og:type')).toBe('article');
    cleanup();
    renderMeta(<PageMeta title="B" image="/images/hike.svg" />);
    expect(meta('og:image')).toBe(`${origin}/share/live-fully-1200x630.png`);
  });

  it('takes the site name from the site settings', () => {
    renderMeta(<PageMeta title="Search" />, '/search', 'Live Fully Staging');
    expect(document.title).toBe('Search | Live Fully Staging');
    expect(meta('og:site_name')).toBe('Live Fully Staging');
  });
});
