// Generated from the operation tables by `npm run generate:routes -w @livefully/contracts`: do not edit.
// A unit test (routes.generated.test.ts) fails when this file differs from what the tables give.
import type {
  contentAdminOperations,
  contentOperations,
  contentRevisionOperations,
  engageAdminOperations,
  engageOperations,
  gatewayOperations,
  identityOperations,
  mailingAdminOperations,
  mediaAdminOperations,
  peopleAdminOperations,
  previewOperations,
  searchOperations,
  subscriptionOperations,
  trashOperations,
} from '../operations/index.js';
import type { RoutesOf } from './route.js';

export const contentAdminRoutes: RoutesOf<typeof contentAdminOperations> = {
  listPosts: { name: 'listAdminPosts', method: 'GET', path: '/api/admin/posts' },
  getPost: { name: 'getAdminPost', method: 'GET', path: '/api/admin/posts/:id' },
  createPost: { name: 'createPost', method: 'POST', path: '/api/admin/posts' },
  updatePost: { name: 'updatePost', method: 'PUT', path: '/api/admin/posts/:id' },
  deletePost: { name: 'deletePost', method: 'DELETE', path: '/api/admin/posts/:id' },
  publishPost: { name: 'publishPost', method: 'POST', path: '/api/admin/posts/:id/publish' },
  schedulePost: { name: 'schedulePost', method: 'POST', path: '/api/admin/posts/:id/schedule' },
  updatePublishedPost: { name: 'updatePublishedPost', method: 'POST', path: '/api/admin/posts/:id/update' },
  unpublishPost: { name: 'unpublishPost', method: 'POST', path: '/api/admin/posts/:id/unpublish' },
  listGuides: { name: 'listAdminGuides', method: 'GET', path: '/api/admin/guides' },
  getGuide: { name: 'getAdminGuide', method: 'GET', path: '/api/admin/guides/:id' },
  createGuide: { name: 'createGuide', method: 'POST', path: '/api/admin/guides' },
  updateGuide: { name: 'updateGuide', method: 'PUT', path: '/api/admin/guides/:id' },
  deleteGuide: { name: 'deleteGuide', method: 'DELETE', path: '/api/admin/guides/:id' },
  listTopics: { name: 'listAdminTopics', method: 'GET', path: '/api/admin/topics' },
  getTopic: { name: 'getAdminTopic', method: 'GET', path: '/api/admin/topics/:id' },
  createTopic: { name: 'createTopic', method: 'POST', path: '/api/admin/topics' },
  updateTopic: { name: 'updateTopic', method: 'PUT', path: '/api/admin/topics/:id' },
  deleteTopic: { name: 'deleteTopic', method: 'DELETE', path: '/api/admin/topics/:id' },
  listCategories: { name: 'listAdminCategories', method: 'GET', path: '/api/admin/categories' },
  getCategory: { name: 'getAdminCategory', method: 'GET', path: '/api/admin/categories/:id' },
  createCategory: { name: 'createCategory', method: 'POST', path: '/api/admin/categories' },
  updateCategory: { name: 'updateCategory', method: 'PUT', path: '/api/admin/categories/:id' },
  deleteCategory: { name: 'deleteCategory', method: 'DELETE', path: '/api/admin/categories/:id' },
  listAudit: { name: 'listAudit', method: 'GET', path: '/api/admin/audit' },
};

export const contentRoutes: RoutesOf<typeof contentOperations> = {
  listPosts: { name: 'listPosts', method: 'GET', path: '/api/blog-posts' },
  relatedPosts: { name: 'relatedPosts', method: 'GET', path: '/api/blog-posts/:slug/related' },
  getPost: { name: 'getPost', method: 'GET', path: '/api/blog-posts/:slug' },
  postTopics: { name: 'postTopics', method: 'GET', path: '/api/blog-posts/:id/topics' },
  postCategories: { name: 'postCategories', method: 'GET', path: '/api/categories' },
  categoryPosts: { name: 'categoryPosts', method: 'GET', path: '/api/categories/:slug/blog-posts' },
  listGuides: { name: 'listGuides', method: 'GET', path: '/api/guides' },
  getGuide: { name: 'getGuide', method: 'GET', path: '/api/guides/:slug' },
  listTopics: { name: 'listTopics', method: 'GET', path: '/api/topics' },
  getTopic: { name: 'getTopic', method: 'GET', path: '/api/topics/:slug' },
  topicPosts: { name: 'topicPosts', method: 'GET', path: '/api/topics/:slug/blog-posts' },
};

export const contentRevisionRoutes: RoutesOf<typeof contentRevisionOperations> = {
  listPostRevisions: { name: 'listPostRevisions', method: 'GET', path: '/api/admin/posts/:id/revisions' },
  getPostRevision: { name: 'getPostRevision', method: 'GET', path: '/api/admin/posts/:id/revisions/:number' },
  restorePostRevision: { name: 'restorePostRevision', method: 'POST', path: '/api/admin/posts/:id/revisions/:number/restore' },
  getPostAutosave: { name: 'getPostAutosave', method: 'GET', path: '/api/admin/posts/:id/autosave' },
  autosavePost: { name: 'autosavePost', method: 'PUT', path: '/api/admin/posts/:id/autosave' },
  listGuideRevisions: { name: 'listGuideRevisions', method: 'GET', path: '/api/admin/guides/:id/revisions' },
  getGuideRevision: { name: 'getGuideRevision', method: 'GET', path: '/api/admin/guides/:id/revisions/:number' },
  restoreGuideRevision: { name: 'restoreGuideRevision', method: 'POST', path: '/api/admin/guides/:id/revisions/:number/restore' },
  getGuideAutosave: { name: 'getGuideAutosave', method: 'GET', path: '/api/admin/guides/:id/autosave' },
  autosaveGuide: { name: 'autosaveGuide', method: 'PUT', path: '/api/admin/guides/:id/autosave' },
  listTopicRevisions: { name: 'listTopicRevisions', method: 'GET', path: '/api/admin/topics/:id/revisions' },
  getTopicRevision: { name: 'getTopicRevision', method: 'GET', path: '/api/admin/topics/:id/revisions/:number' },
  restoreTopicRevision: { name: 'restoreTopicRevision', method: 'POST', path: '/api/admin/topics/:id/revisions/:number/restore' },
  getTopicAutosave: { name: 'getTopicAutosave', method: 'GET', path: '/api/admin/topics/:id/autosave' },
  autosaveTopic: { name: 'autosaveTopic', method: 'PUT', path: '/api/admin/topics/:id/autosave' },
  listCategoryRevisions: { name: 'listCategoryRevisions', method: 'GET', path: '/api/admin/categories/:id/revisions' },
  getCategoryRevision: { name: 'getCategoryRevision', method: 'GET', path: '/api/admin/categories/:id/revisions/:number' },
  restoreCategoryRevision: { name: 'restoreCategoryRevision', method: 'POST', path: '/api/admin/categories/:id/revisions/:number/restore' },
  getCategoryAutosave: { name: 'getCategoryAutosave', method: 'GET', path: '/api/admin/categories/:id/autosave' },
  autosaveCategory: { name: 'autosaveCategory', method: 'PUT', path: '/api/admin/categories/:id/autosave' },
};

export const engageAdminRoutes: RoutesOf<typeof engageAdminOperations> = {
  listContactMessages: { name: 'listContactMessages', method: 'GET', path: '/api/admin/contact-messages' },
  setContactMessageHandled: { name: 'setContactMessageHandled', method: 'PUT', path: '/api/admin/contact-messages/:id/handled' },
  listNewsletterSubscribers: { name: 'listNewsletterSubscribers', method: 'GET', path: '/api/admin/subscribers/newsletter' },
  listAppSubscribers: { name: 'listAppSubscribers', method: 'GET', path: '/api/admin/subscribers/apps' },
  counts: { name: 'engageCounts', method: 'GET', path: '/api/admin/engage/counts' },
};

export const engageRoutes: RoutesOf<typeof engageOperations> = {
  contact: { name: 'sendContactMessage', method: 'POST', path: '/api/contact' },
  subscribeEmail: { name: 'subscribeNewsletter', method: 'POST', path: '/api/email-subscriptions' },
  subscribeApp: { name: 'subscribeApp', method: 'POST', path: '/api/app-subscriptions' },
};

export const gatewayRoutes: RoutesOf<typeof gatewayOperations> = {
  downloadNewsletterSubscribers: { name: 'downloadNewsletterSubscribers', method: 'GET', path: '/api/admin/subscribers/newsletter.csv' },
  downloadAppSubscribers: { name: 'downloadAppSubscribers', method: 'GET', path: '/api/admin/subscribers/apps.csv' },
  downloadPerson: { name: 'downloadPerson', method: 'GET', path: '/api/admin/people/:email/export' },
  health: { name: 'health', method: 'GET', path: '/api/health' },
  live: { name: 'live', method: 'GET', path: '/api/health/live' },
  ready: { name: 'ready', method: 'GET', path: '/api/health/ready' },
};

export const identityRoutes: RoutesOf<typeof identityOperations> = {
  me: { name: 'me', method: 'GET', path: '/api/auth/me' },
  adminSession: { name: 'adminSession', method: 'GET', path: '/api/admin/session' },
};

export const mailingAdminRoutes: RoutesOf<typeof mailingAdminOperations> = {
  listMailings: { name: 'listMailings', method: 'GET', path: '/api/admin/mailings' },
  createMailing: { name: 'createMailing', method: 'POST', path: '/api/admin/mailings' },
  getMailing: { name: 'getMailing', method: 'GET', path: '/api/admin/mailings/:id' },
  updateMailing: { name: 'updateMailing', method: 'PUT', path: '/api/admin/mailings/:id' },
  previewMailing: { name: 'previewMailing', method: 'GET', path: '/api/admin/mailings/:id/preview' },
  testMailing: { name: 'testMailing', method: 'POST', path: '/api/admin/mailings/:id/test' },
  sendMailing: { name: 'sendMailing', method: 'POST', path: '/api/admin/mailings/:id/send' },
};

export const mediaAdminRoutes: RoutesOf<typeof mediaAdminOperations> = {
  uploadMedia: { name: 'uploadMedia', method: 'POST', path: '/api/admin/media' },
  listMedia: { name: 'listMedia', method: 'GET', path: '/api/admin/media' },
  getMedia: { name: 'getMedia', method: 'GET', path: '/api/admin/media/:id' },
  updateMedia: { name: 'updateMedia', method: 'PUT', path: '/api/admin/media/:id' },
  deleteMedia: { name: 'deleteMedia', method: 'DELETE', path: '/api/admin/media/:id' },
};

export const peopleAdminRoutes: RoutesOf<typeof peopleAdminOperations> = {
  getPerson: { name: 'getPerson', method: 'GET', path: '/api/admin/people/:email' },
  erasePerson: { name: 'erasePerson', method: 'DELETE', path: '/api/admin/people/:email' },
};

export const previewRoutes: RoutesOf<typeof previewOperations> = {
  createPostPreview: { name: 'createPostPreview', method: 'POST', path: '/api/admin/posts/:id/preview' },
  listPreviewLinks: { name: 'listPreviewLinks', method: 'GET', path: '/api/admin/posts/:id/preview-links' },
  revokePreviewLink: { name: 'revokePreviewLink', method: 'POST', path: '/api/admin/posts/:id/preview-links/:linkId/revoke' },
  getPostPreview: { name: 'getPostPreview', method: 'GET', path: '/api/preview/:token' },
};

export const searchRoutes: RoutesOf<typeof searchOperations> = {
  query: { name: 'search', method: 'GET', path: '/api/search' },
};

export const subscriptionRoutes: RoutesOf<typeof subscriptionOperations> = {
  confirmSubscription: { name: 'confirmSubscription', method: 'POST', path: '/api/subscriptions/confirm' },
  unsubscribe: { name: 'unsubscribe', method: 'POST', path: '/api/subscriptions/unsubscribe' },
  oneClickUnsubscribe: { name: 'oneClickUnsubscribe', method: 'POST', path: '/api/subscriptions/one-click' },
};

export const trashRoutes: RoutesOf<typeof trashOperations> = {
  listTrash: { name: 'listTrash', method: 'GET', path: '/api/admin/trash' },
  restorePost: { name: 'restorePost', method: 'POST', path: '/api/admin/posts/:id/restore' },
  restoreGuide: { name: 'restoreGuide', method: 'POST', path: '/api/admin/guides/:id/restore' },
  restoreTopic: { name: 'restoreTopic', method: 'POST', path: '/api/admin/topics/:id/restore' },
  restoreCategory: { name: 'restoreCategory', method: 'POST', path: '/api/admin/categories/:id/restore' },
};
