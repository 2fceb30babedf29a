import type { BlogPostSummary } from '@livefully/contracts';
import type { Byline } from './byline-link';
import type { CardImage } from './content-card';

/** What an article card shows, whichever list it comes from (docs/cards.md). */
export type CardArticle = {
  /** The page the card opens. */
  to: string;
  /** Null when the item has no picture: the card keeps a neutral block in its place. */
  image: CardImage | null;
  title: string;
  excerpt: string;
  date?: string | null | undefined;
  author?: Byline | null | undefined;
  readTime?: number | null | undefined;
};

/** A blog post as its card shows it. */
export function cardArticleOfPost(post: BlogPostSummary): CardArticle {
  return {
    to: `/blog/${encodeURIComponent(post.slug)}`,
    image: post.imagePath ? { src: post.imagePath, alt: post.imageAlt, focal: post.imageFocal } : null,
    title: post.title,
    excerpt: post.excerpt,
    date: post.publishedAt,
    author: post.authorProfile,
    readTime: post.readTime,
  };
}
