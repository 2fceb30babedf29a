import type { AdminPost } from '@livefully/contracts';
import type { Post } from '../post.entity.js';
import { sharingView } from '../../common/search-sharing.columns.js';

/** Needs the post's category, byline and topic ids loaded. */
export function toAdminPost(post: Post): AdminPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    categoryId: post.categoryId,
    category: post.category.name,
    topicIds: (post.topics ?? []).map((topic) => topic.id).sort(),
    tags: post.tags ?? [],
    metaDescription: post.metaDescription,
    ...sharingView(post),
    imagePath: post.imagePath,
    imageAlt: post.imageAlt,
    author: post.byline.name,
    authorId: post.authorId,
    authorSlug: post.byline.slug,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    readTime: post.readTime,
    readTimeSet: post.readTimeSet,
    status: post.status,
    featured: post.featured,
    submittedAt: post.submittedAt?.toISOString() ?? null,
    reviewNote: post.reviewNote
      ? { note: post.reviewNote, byEmail: post.reviewNoteByEmail, at: post.reviewNoteAt?.toISOString() ?? '' }
      : null,
    createdByUid: post.createdByUid,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
  };
}
