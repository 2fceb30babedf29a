import { z } from 'zod';
import {
  BlogPostSchema,
  ByIdSchema,
  BySlugSchema,
  GuideSchema,
  ListPostsQuerySchema,
  PostsPageSchema,
  PostsResponseSchema,
  TopicSchema,
} from '../content.schemas.js';
import { operation } from './operation.js';
import { only } from './query-readers.js';
import { publicRead as read } from './routes.js';

const slugParam = (label = 'slug') => ({ schema: BySlugSchema, label });

/** SPEC §7's content calls, answered by the content service. */
export const contentOperations = {
  listPosts: operation({
    name: 'listPosts',
    summary: 'Published blog posts, newest first: the whole list, or a page with `limit`',
    service: 'content',
    pattern: 'content.posts.list',
    message: ListPostsQuerySchema,
    // Two shapes on one route: SPEC §7 fixes the plain list; the page is asked for by `limit`.
    response: z.union([z.array(BlogPostSchema), PostsPageSchema]),
    http: read('/api/blog-posts', {
      query: { schema: ListPostsQuerySchema, label: 'query', read: only('limit', 'cursor') },
      description:
        'Without `limit` the answer is every published post (an array, SPEC §7). With `limit` (1–50) it is one page, ' +
        '`{ posts, nextCursor }`; pass `nextCursor` back as `cursor` (with `limit`) for the next page, until it is null.',
    }),
  }),
  getPost: operation({
    name: 'getPost',
    summary: 'One published blog post by its slug',
    service: 'content',
    pattern: 'content.posts.get',
    message: BySlugSchema,
    response: BlogPostSchema,
    http: read('/api/blog-posts/:slug', {
      params: slugParam(),
      readCache: { dependsOn: ['category'], item: { kind: 'post', id: 'answer' } },
    }),
  }),
  postTopics: operation({
    name: 'postTopics',
    summary: "A blog post's topics",
    service: 'content',
    pattern: 'content.posts.topics',
    message: ByIdSchema,
    response: z.array(TopicSchema),
    http: read('/api/blog-posts/:id/topics', {
      params: { schema: ByIdSchema, label: 'id' },
      readCache: { dependsOn: ['topic'], item: { kind: 'post', id: 'message' } },
    }),
  }),
  categoryPosts: operation({
    name: 'categoryPosts',
    summary: 'The published posts of one category',
    service: 'content',
    pattern: 'content.categories.posts',
    message: BySlugSchema,
    response: PostsResponseSchema,
    http: read('/api/categories/:slug/blog-posts', { params: slugParam('category slug') }),
  }),
  listGuides: operation({
    name: 'listGuides',
    summary: 'Every guide',
    service: 'content',
    pattern: 'content.guides.list',
    response: z.array(GuideSchema),
    http: read('/api/guides'),
  }),
  getGuide: operation({
    name: 'getGuide',
    summary: 'One guide by its slug',
    service: 'content',
    pattern: 'content.guides.get',
    message: BySlugSchema,
    response: GuideSchema,
    http: read('/api/guides/:slug', {
      params: slugParam(),
      readCache: { dependsOn: ['category', 'post'], item: { kind: 'guide', id: 'answer' } },
    }),
  }),
  listTopics: operation({
    name: 'listTopics',
    summary: 'Every topic',
    service: 'content',
    pattern: 'content.topics.list',
    response: z.array(TopicSchema),
    http: read('/api/topics'),
  }),
  getTopic: operation({
    name: 'getTopic',
    summary: 'One topic by its slug',
    service: 'content',
    pattern: 'content.topics.get',
    message: BySlugSchema,
    response: TopicSchema,
    http: read('/api/topics/:slug', {
      params: slugParam(),
      readCache: { dependsOn: ['post'], item: { kind: 'topic', id: 'answer' } },
    }),
  }),
  topicPosts: operation({
    name: 'topicPosts',
    summary: 'The published posts of one topic',
    service: 'content',
    pattern: 'content.topics.posts',
    message: BySlugSchema,
    response: PostsResponseSchema,
    http: read('/api/topics/:slug/blog-posts', { params: slugParam() }),
  }),
} as const;
