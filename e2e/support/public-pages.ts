import type { APIRequestContext } from '@playwright/test';

/**
 * Every public page of the site, as the screenshots show them (docs/development.md,
 * "Screenshots"): a fixed path, or how to find one in the seed. A page that may not exist yet
 * (`optional`) is listed as absent when it answers 404 instead of failing the run.
 */
export interface PublicPage {
  name: string;
  title: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  optional?: boolean;
}

type Answer<T> = { data: T };
const read = async <T>(request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as Answer<T>).data;

const firstPost = (request: APIRequestContext) =>
  read<{ posts: { slug: string; authorProfile?: { slug: string } }[] }>(request, '/api/blog-posts?view=summary&limit=1').then(
    ({ posts }) => posts[0],
  );

export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', title: 'Home', path: '/' },
  { name: 'blog', title: 'Blog', path: '/blog' },
  { name: 'article', title: 'An article', path: async (request) => `/blog/${(await firstPost(request))?.slug ?? 'missing'}` },
  { name: 'guides', title: 'Guides', path: '/guides' },
  {
    name: 'guide',
    title: 'A guide',
    path: async (request) => `/guide/${(await read<{ slug: string }[]>(request, '/api/guides?view=summary'))[0]?.slug ?? 'missing'}`,
  },
  { name: 'topics', title: 'Topics', path: '/topics' },
  {
    name: 'topic',
    title: 'A topic',
    path: async (request) => `/topics/${(await read<{ slug: string }[]>(request, '/api/topics'))[0]?.slug ?? 'missing'}`,
  },
  {
    name: 'author',
    title: 'An author',
    path: async (request) => `/authors/${(await firstPost(request))?.authorProfile?.slug ?? 'missing'}`,
  },
  { name: 'search', title: 'Search with results', path: '/search?q=travel' },
  { name: 'contact', title: 'Contact', path: '/contact' },
  { name: 'apps', title: 'Apps', path: '/apps' },
  { name: 'newsletter', title: 'Newsletter', path: '/newsletter', optional: true },
  { name: 'privacy-policy', title: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'terms-of-service', title: 'Terms of Service', path: '/terms-of-service' },
  { name: 'dmca', title: 'DMCA', path: '/DMCA' },
  { name: 'not-found', title: 'Page Not Found', path: '/no-such-page' },
];
