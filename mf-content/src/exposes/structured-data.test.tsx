import type { Guide, Topic } from '@livefully/contracts';
import { createQueryClient, DEFAULT_SITE_SETTINGS, SiteSettingsProvider, ToastProvider } from '@livefully/web-kit';
import { MemoryRouter } from '@livefully/web-kit/router';
import { Theme } from '@livefully/web-kit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleView } from '../features/article/components/article-view';
import { GuideView } from '../features/guides/components/guide-view';
import { Home } from '../features/home/components/home';
import { TopicView } from '../features/topics/components/topic-view';
import { post, testId } from '../testing/render-page';
import BlogListPage from './blog-list-page';
import DmcaPage from './dmca-page';
import GuideListPage from './guide-list-page';
import NotFoundPage from './not-found-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';
import TopicListPage from './topic-list-page';

/**
 * The head tags and JSON-LD as the renderer writes them: rendered to a string on Node (no
 * window), on the site's public origin, and read back as a crawler would.
 */
const ORIGIN = 'https://livefully.example';

function renderHtml(path: string, page: ReactElement): string {
  return renderToString(
    <SiteSettingsProvider value={{ ...DEFAULT_SITE_SETTINGS, publicOrigin: ORIGIN }}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <Theme>
            <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
          </Theme>
        </ToastProvider>
      </QueryClientProvider>
    </SiteSettingsProvider>,
  );
}

function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map(([, text = '']) => JSON.parse(text) as Record<string, unknown>);
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

const crumbs = (...items: [string, string][]) =>
  items.map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item }));

describe('structured data of the rendered pages', () => {
  it('an article carries a BlogPosting and its breadcrumb, and its head names times, section and share image', () => {
    const article = post({ tags: ['mornings', 'habits'], title: 'Slow </script> Mornings', imagePath: '/images/slow-mornings.svg' });
    const html = renderHtml('/blog/slow-mornings', <ArticleView post={article} />);
    const [posting, breadcrumb, ...rest] = jsonLd(html);
    const url = `${ORIGIN}/blog/slow-mornings`;

    expect(rest).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Slow </script> Mornings',
      description: 'A slow morning routine.',
      image: { '@type': 'ImageObject', url: `${ORIGIN}/images/share/slow-mornings.png`, width: 1200, height: 630 },
      datePublished: '2025-01-05T09:00:00.000Z',
      dateModified: '2025-01-05T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Ruiz' },
      publisher: {
        '@type': 'Organization',
        name: 'Live Fully',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/share/live-fully-logo-512.png` },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: 'Wellness',
      keywords: ['mornings', 'habits'],
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs(['Home', `${ORIGIN}/`], ['Blog', `${ORIGIN}/blog`], ['Slow </script> Mornings', url]),
    });
    expect(html).toContain('Slow \\u003c/script> Mornings');
    expect(metaContent(html, 'article:published_time')).toBe('2025-01-05T09:00:00.000Z');
    expect(metaContent(html, 'article:modified_time')).toBe('2025-01-05T09:00:00.000Z');
    expect(metaContent(html, 'article:section')).toBe('Wellness');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/images/share/slow-mornings.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  });

  it('home carries the WebSite with its search action', () => {
    const html = renderHtml('/', <Home />);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        name: 'Live Fully',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('a guide and a topic carry the breadcrumb they show', () => {
    const guide: Guide = {
      id: testId(401),
      slug: 'weekend-playbook',
      title: 'Weekend Playbook',
      description: 'Big trips on small time.',
      content: 'Go.',
      category: 'Adventure & Travel',
      categorySlug: 'adventure-travel',
      metaDescription: '',
      imagePath: '/images/weekend-playbook.svg',
      imageAlt: 'A winding road',
      articleCount: 4,
    };
    const guideHtml = renderHtml('/guide/weekend-playbook', <GuideView guide={guide} />);
    expect(jsonLd(guideHtml)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: crumbs(
          ['Home', `${ORIGIN}/`],
          ['Explore', `${ORIGIN}/guides`],
          ['Weekend Playbook', `${ORIGIN}/guide/weekend-playbook`],
        ),
      }),
    ]);
    expect(metaContent(guideHtml, 'article:section')).toBe('Adventure &amp; Travel');

    const topic: Topic = {
      id: testId(301),
      slug: 'foodie',
      name: 'Foodie',
      description: 'Food.',
      color: 'orange',
      icon: 'fa-utensils',
      articleCount: 5,
    };
    const topicHtml = renderHtml('/topics/foodie', <TopicView topic={topic} />);
    expect(jsonLd(topicHtml)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: crumbs(['Topics', `${ORIGIN}/topics`], ['Foodie', `${ORIGIN}/topics/foodie`]),
      }),
    ]);
  });

  it('every other page of the remote has exactly one title and canonical link, and no JSON-LD', () => {
    const pages: [string, ReactElement][] = [
      ['/blog', <BlogListPage key="blog" />],
      ['/guides', <GuideListPage key="guides" />],
      ['/topics', <TopicListPage key="topics" />],
      ['/privacy-policy', <PrivacyPolicyPage key="privacy" />],
      ['/terms-of-service', <TermsOfServicePage key="terms" />],
      ['/DMCA', <DmcaPage key="dmca" />],
      ['/404', <NotFoundPage key="404" />],
    ];
    for (const [path, page] of pages) {
      const html = renderHtml(path, page);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<link rel="canonical" href="([^"]*)"/g), path).toEqual([`<link rel="canonical" href="${ORIGIN}${path}"`]);
      expect(jsonLd(html), path).toEqual([]);
    }
  });
});
