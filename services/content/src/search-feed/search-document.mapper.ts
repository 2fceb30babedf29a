import type { SearchDocument, TopicRef } from '@livefully/contracts';
import type { Guide } from '../guides/guide.entity.js';
import type { Post } from '../posts/post.entity.js';
import { publicDate } from '../posts/public-date.js';
import type { Topic } from '../topics/topic.entity.js';

/** Needs the post's category and byline loaded; `topics` are the post's own, by name. */
export function postDocument(post: Post, topics: TopicRef[]): SearchDocument {
  return {
    type: 'blog_post',
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.content,
    tags: post.tags ?? [],
    categoryName: post.category.name,
    publishedAt: publicDate(post).toISOString(),
    topics,
    imagePath: post.imagePath,
    imageAlt: post.imageAlt,
    authorName: post.byline.name,
    authorSlug: post.byline.slug,
    readTime: post.readTime,
  };
}

/** Needs the guide's category loaded. */
export function guideDocument(guide: Guide): SearchDocument {
  return {
    type: 'guide',
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.description,
    body: guide.content,
    tags: [],
    categoryName: guide.category.name,
    publishedAt: null,
    topics: [],
    imagePath: guide.imagePath,
    imageAlt: guide.imageAlt,
  };
}

export function topicDocument(topic: Topic): SearchDocument {
  return {
    type: 'topic',
    id: topic.id,
    slug: topic.slug,
    title: topic.name,
    excerpt: topic.description,
    body: '',
    tags: [],
    categoryName: null,
    publishedAt: null,
    topics: [],
  };
}
