import { z } from 'zod';
import {
  BlogPostSchema,
  ByIdSchema,
  BySlugSchema,
  BlogPostSummarySchema,
  GuideSchema,
  GuideSummarySchema,
  ListGuidesQuerySchema,
  ListPostsQuerySchema,
  PostCategorySchema,
  PostsPageSchema,
  PostsResponseSchema,
  PostSummariesPageSchema,
  RelatedPostsQuerySchema,
  RelatedPostsRequestSchema,
  TopicSchema,
} from '../content.schemas.js';
import { AuthorPageQuerySchema, AuthorPageRequestSchema, AuthorPageSchema } from '../authors.schemas.js';
import { operation } from './operation.js';
import { only } from './query-readers.js';
import { publicRead as read } from './routes.js';

const slugParam = (label = 'slug') => ({ schema: BySlugSchema, label });

/** The content calls of docs/requirements.md#r-api, answered by the content service. */
export const contentOperations = {
  listPosts: operation({
    name: 'listPosts',
    summary:
      'Published blog posts, newest first: the whole list, or a page with `limit`; full or summaries; filtered by `q` and `category`',
    service: 'content',
    pattern: 'content.posts.list',
    message: ListPostsQuerySchema,
    // Several shapes on one route: docs/requirements.md#r-api fixes the plain list; the page is asked for by `limit`,
    // the summaries by `view=summary`. Full posts come first, so an answer is read as what it is.
    response: z.union([z.array(BlogPostSchema), PostsPageSchema, z.array(BlogPostSummarySchema), PostSummariesPageSchema]),
    http: read('/api/blog-posts', {
      query: { schema: ListPostsQuerySchema, label: 'query', read: only('limit', 'cursor', 'view', 'q', 'category') },
      description:
        'Without `limit` the answer is every published post (an array). With `limit` (1–50) it is one page, ' +
        '`{ posts, nextCursor }`; pass `nextCursor` back as `cursor` (with `limit` and the same filters) for the next page, until it is null. ' +
        '`view=summary` gives each post without `content` and `metaDescription` (what a card shows); `view=full` is the default. ' +
        '`q` (at most 200 characters) keeps the posts whose title, excerpt or one of whose tags contains it, in any case; ' +
        '`category` (a category name, at most 200 characters) keeps the posts of exactly that category. Blank filters are none.',
    }),
  }),
  relatedPosts: operation({
    name: 'relatedPosts',
    summary: "A post's related articles: the newest published posts of its category, itself excluded, as summaries",
    service: 'content',
    pattern: 'content.posts.related',
    message: RelatedPostsRequestSchema,
    response: z.array(BlogPostSummarySchema),
    http: read('/api/blog-posts/:slug/related', {
      params: slugParam(),
      query: { schema: RelatedPostsQuerySchema, label: 'query', read: only('limit') },
      description: '`limit` is 1–4, 3 by default. An unknown or unpublished slug answers 404.',
    }),
  }),
  leadPost: operation({
    name: 'leadPost',
    summary: "The home page's lead story: the newest visible featured post, else the newest visible post, as a summary; null without any",
    service: 'content',
    pattern: 'content.posts.lead',
    response: BlogPostSummarySchema.nullable(),
    http: read('/api/lead-post', {
      description:
        'Featured posts are marked by an editor; drafts, posts in review, posts scheduled for later and posts in the trash never lead. ' +
        'A site without a visible post answers `data: null`.',
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
  postCategories: operation({
    name: 'postCategories',
    summary: 'The categories that have published posts, by name, with how many each has',
    service: 'content',
    pattern: 'content.categories.list',
    response: z.array(PostCategorySchema),
    http: read('/api/categories'),
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
    summary: 'Every guide, full or as summaries (`view=summary`)',
    service: 'content',
    pattern: 'content.guides.list',
    // A sender without a payload (another service) asks for the full list.
    message: ListGuidesQuerySchema.default({}),
    response: z.union([z.array(GuideSchema), z.array(GuideSummarySchema)]),
    http: read('/api/guides', {
      query: { schema: ListGuidesQuerySchema, label: 'query', read: only('view') },
      description: 'Every guide. `view=summary` gives each without `content` and `metaDescription`, as the guide cards show it.',
    }),
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
  getAuthorPage: operation({
    name: 'getAuthorPage',
    summary: "An author's profile and a page of their published articles, newest first (404 without any)",
    service: 'content',
    pattern: 'content.authors.page',
    message: AuthorPageRequestSchema,
    response: AuthorPageSchema,
    http: read('/api/authors/:slug', {
      params: slugParam(),
      query: { schema: AuthorPageQuerySchema, label: 'query', read: only('limit', 'cursor') },
      // A profile's change is announced as a change of each of its posts (docs/authors.md).
      readCache: { dependsOn: ['post', 'category'] },
      description:
        '`limit` (1–24, default 9) articles a page; `cursor`, the `nextCursor` of the page before, continues. ' +
        'An author is public once they have a published article: until then, and for an unknown slug, 404.',
    }),
  }),
} as const;
