import type { PostStatus } from '@livefully/contracts';

/** The seed as the runner writes it: every reference already checked and every slug derived. */
export interface SeedContent {
  categories: SeedCategory[];
  topics: SeedTopic[];
  posts: SeedPost[];
  guides: SeedGuide[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedTopic {
  slug: string;
  name: string;
  description: string;
  color: string;
  icon: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  categorySlug: string;
  metaDescription: string;
  imagePath: string;
  imageAlt: string;
  author: string;
  publishedAt: string;
  tags: string[];
  topicSlugs: string[];
  readTime: number;
  status: PostStatus;
}

export interface SeedGuide {
  slug: string;
  title: string;
  description: string;
  content: string;
  categorySlug: string;
  metaDescription: string;
  imagePath: string;
  imageAlt: string;
}
