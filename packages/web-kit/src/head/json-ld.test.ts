import type { BlogPost } from '@livefully/contracts';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, breadcrumbListJsonLd, personJsonLd, serializeJsonLd, webSiteJsonLd } from './json-ld';
import { DEFAULT_SHARE_IMAGE } from './site';

const ORIGIN = 'https://livefully.example';
const site = { origin: ORIGIN, url: `${ORIGIN}/blog/sunday-soup-pot`, siteName: 'Live Fully', shareImage: DEFAULT_SHARE_IMAGE };
const post: BlogPost = {
  id: '6f1c1f52-8a5e-4d55-9d6f-2a8c4b7f9e01',
  slug: 'sunday-soup-pot',
  title: 'The Sunday Soup Pot',
  excerpt: 'One pot, a week of lunches.',
  content: '# Soup',
  category: 'Food & Drink',
  categorySlug: 'food-drink',
  metaDescription: 'How one Sunday pot of soup feeds a week.',
  imagePath: '/images/sunday-soup-pot.svg',
  imageAlt: 'A pot of soup',
  author: 'Maya Chen',
  authorProfile: { slug: 'maya-chen', name: 'Maya Chen', photoPath: null },
  publishedAt: '2025-06-01T09:00:00.000Z',
  tags: ['cooking', 'routines'],
  readTime: 4,
};

describe('blogPostingJsonLd', () => {
  it('describes the article with absolute URLs, its share image, dates, author, publisher and tags', () => {
    expect(blogPostingJsonLd(post, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'The Sunday Soup Pot',
      description: 'How one Sunday pot of soup feeds a week.',
      image: { '@type': 'ImageObject', url: `${ORIGIN}/images/share/sunday-soup-pot.png`, width: 1200, height: 630 },
      datePublished: '2025-06-01T09:00:00.000Z',
      dateModified: '2025-06-01T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Maya Chen', url: `${ORIGIN}/authors/maya-chen` },
      publisher: {
        '@type': 'Organization',
        name: 'Live Fully',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/share/live-fully-logo-512.png`, width: 512, height: 512 },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/sunday-soup-pot` },
      url: `${ORIGIN}/blog/sunday-soup-pot`,
      articleSection: 'Food & Drink',
      keywords: ['cooking', 'routines'],
    });
  });

  it('falls back to the excerpt, names an external raster as a URL, and leaves out keywords without tags', () => {
    const data = blogPostingJsonLd({ ...post, metaDescription: '', imagePath: 'https://cdn.example.com/soup.jpg', tags: [] }, site);
    expect(data.description).toBe('One pot, a week of lunches.');
    expect(data.image).toBe('https://cdn.example.com/soup.jpg');
    expect(data).not.toHaveProperty('keywords');
  });
});

describe('personJsonLd', () => {
  const author = {
    id: '6f1c1f52-8a5e-4d55-9d6f-2a8c4b7f9e02',
    slug: 'maya-chen',
    name: 'Maya Chen',
    bio: 'Writes about food.',
    photoPath: '/media/6f1c1f52-8a5e-4d55-9d6f-2a8c4b7f9e03/original-800x800.jpg',
    photoAlt: 'Maya smiling',
    link: 'https://maya.example.com',
  };
  const page = { origin: ORIGIN, url: `${ORIGIN}/authors/maya-chen` };

  it('names the person with the page as url, the photo as image, the bio as description and the link as sameAs', () => {
    expect(personJsonLd(author, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maya Chen',
      url: `${ORIGIN}/authors/maya-chen`,
      image: `${ORIGIN}/media/6f1c1f52-8a5e-4d55-9d6f-2a8c4b7f9e03/original-800x800.jpg`,
      description: 'Writes about food.',
      sameAs: ['https://maya.example.com'],
    });
  });

  it('leaves out what the profile does not have', () => {
    expect(personJsonLd({ ...author, bio: '', photoPath: null, link: null }, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maya Chen',
      url: `${ORIGIN}/authors/maya-chen`,
    });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the visible breadcrumb with absolute URLs, the last item being the page itself', () => {
    const items = [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }];
    expect(breadcrumbListJsonLd(items, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        { '@type': 'ListItem', position: 3, name: 'The Sunday Soup Pot', item: `${ORIGIN}/blog/sunday-soup-pot` },
      ],
    });
  });
});

describe('webSiteJsonLd', () => {
  it('names the site with a search action on the search page', () => {
    expect(webSiteJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      name: 'Live Fully',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes every < so the text cannot close its script element, and parses back to the same data', () => {
    const data = { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script> & <b>' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
