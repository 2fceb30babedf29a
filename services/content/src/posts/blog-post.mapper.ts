import type { BlogPost, BlogPostSummary } from '@livefully/contracts';
import type { Post } from './post.entity.js';
import { sharingView } from '../common/search-sharing.columns.js';
import { authorRefOf } from './post-byline.js';
import { publicDate } from './public-date.js';

/** Needs the post's category and byline loaded. */
export function toBlogPost(post: Post): BlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category.name,
    categorySlug: post.category.slug,
    metaDescription: post.metaDescription,
    ...sharingView(post),
    imagePath: post.imagePath,
    imageAlt: post.imageAlt,
    author: post.byline.name,
    authorProfile: authorRefOf(post.byline),
    publishedAt: publicDate(post).toISOString(),
    tags: post.tags ?? [],
    readTime: post.readTime,
  };
}

/** A card's fields only; reads no body, so it serves a query that selected SUMMARY_COLUMNS. */
export function toBlogPostSummary(post: Post): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category.name,
    categorySlug: post.category.slug,
    imagePath: post.imagePath,
    imageAlt: post.imageAlt,
    author: post.byline.name,
    authorProfile: authorRefOf(post.byline),
    publishedAt: publicDate(post).toISOString(),
    tags: post.tags ?? [],
    readTime: post.readTime,
  };
}
