import type { SearchResult } from '@livefully/contracts';
import type { BadgeProps } from '@livefully/web-kit/ui';

/** docs/requirements.md#r-search-result: the type badge of a result; an unknown type reads 'Content'. */
export function resultTypeLabel(type: string): string {
  switch (type) {
    case 'blog_post':
      return 'Article';
    case 'guide':
      return 'Guide';
    case 'topic':
      return 'Topic';
    default:
      return 'Content';
  }
}

/** The Radix colour of that badge: the site loads only these scales (and gray). */
export function resultTypeColor(type: string): NonNullable<BadgeProps['color']> {
  switch (type) {
    case 'blog_post':
      return 'blue';
    case 'guide':
      return 'green';
    case 'topic':
      return 'orange';
    default:
      return 'gray';
  }
}

/** docs/requirements.md#r-search-result links: /blog/{slug}, /guide/{slug}, /topics/{slug}. */
export function resultPath({ type, slug }: Pick<SearchResult, 'type' | 'slug'>): string {
  const at = encodeURIComponent(slug);
  switch (type) {
    case 'guide':
      return `/guide/${at}`;
    case 'topic':
      return `/topics/${at}`;
    default:
      return `/blog/${at}`;
  }
}
