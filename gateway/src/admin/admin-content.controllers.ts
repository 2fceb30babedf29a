import {
  CategoryInputSchema,
  CONTENT_ADMIN_PATTERNS as P,
  GuideInputSchema,
  PostInputSchema,
  TopicInputSchema,
} from '@livefully/contracts';
import { adminResourceController } from './admin-resource.controller.js';

/** /api/admin/posts, /guides, /topics and /categories: list, get, create, update, delete. */
export const AdminPostsController = adminResourceController({
  path: 'posts',
  noun: 'post',
  input: PostInputSchema,
  patterns: { list: P.listPosts, get: P.getPost, create: P.createPost, update: P.updatePost, remove: P.deletePost },
});

export const AdminGuidesController = adminResourceController({
  path: 'guides',
  noun: 'guide',
  input: GuideInputSchema,
  patterns: { list: P.listGuides, get: P.getGuide, create: P.createGuide, update: P.updateGuide, remove: P.deleteGuide },
});

export const AdminTopicsController = adminResourceController({
  path: 'topics',
  noun: 'topic',
  input: TopicInputSchema,
  patterns: { list: P.listTopics, get: P.getTopic, create: P.createTopic, update: P.updateTopic, remove: P.deleteTopic },
});

export const AdminCategoriesController = adminResourceController({
  path: 'categories',
  noun: 'category',
  input: CategoryInputSchema,
  patterns: { list: P.listCategories, get: P.getCategory, create: P.createCategory, update: P.updateCategory, remove: P.deleteCategory },
});
