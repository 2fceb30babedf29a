// Generated from the operation tables by `npm run generate:routes -w @livefully/contracts`: do not edit.
// A unit test (routes.generated.test.ts) fails when this file differs from what the tables give.
import type {
  authorAdminOperations,
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
  staffAdminOperations,
  subscriptionOperations,
  trashOperations,
} from '../operations/index.js';
import type { RoutesOf } from './route.js';

export const authorAdminRoutes: RoutesOf<typeof authorAdminOperations> = {
  listAuthors: { name: 'listAuthors', method: 'GET', path: '/api/admin/authors', staff: { staff: 'contributor' } },
  getAuthor: { name: 'getAuthor', method: 'GET', path: '/api/admin/authors/:id', staff: { staff: 'contributor' } },
  getMyAuthor: { name: 'getMyAuthor', method: 'GET', path: '/api/admin/profile', staff: { staff: 'contributor' } },
  createAuthor: { name: 'createAuthor', method: 'POST', path: '/api/admin/authors', staff: { staff: 'editor' } },
  updateAuthor: { name: 'updateAuthor', method: 'PUT', path: '/api/admin/authors/:id', staff: { staff: 'contributor', others: 'editor' } },
  linkAuthor: { name: 'linkAuthor', method: 'PUT', path: '/api/admin/authors/:id/staff', staff: { staff: 'editor' } },
};

export const contentAdminRoutes: RoutesOf<typeof contentAdminOperations> = {
  listPosts: { name: 'listAdminPosts', method: 'GET', path: '/api/admin/posts', staff: { staff: 'contributor' } },
  getPost: { name: 'getAdminPost', method: 'GET', path: '/api/admin/posts/:id', staff: { staff: 'contributor' } },
  createPost: { name: 'createPost', method: 'POST', path: '/api/admin/posts', staff: { staff: 'contributor' } },
  updatePost: { name: 'updatePost', method: 'PUT', path: '/api/admin/posts/:id', staff: { staff: 'contributor', others: 'editor' } },
  deletePost: { name: 'deletePost', method: 'DELETE', path: '/api/admin/posts/:id', staff: { staff: 'contributor', others: 'editor' } },
  publishPost: { name: 'publishPost', method: 'POST', path: '/api/admin/posts/:id/publish', staff: { staff: 'author', others: 'editor' } },
  schedulePost: {
    name: 'schedulePost',
    method: 'POST',
    path: '/api/admin/posts/:id/schedule',
    staff: { staff: 'author', others: 'editor' },
  },
  updatePublishedPost: {
    name: 'updatePublishedPost',
    method: 'POST',
    path: '/api/admin/posts/:id/update',
    staff: { staff: 'author', others: 'editor' },
  },
  unpublishPost: {
    name: 'unpublishPost',
    method: 'POST',
    path: '/api/admin/posts/:id/unpublish',
    staff: { staff: 'author', others: 'editor' },
  },
  submitPost: {
    name: 'submitPost',
    method: 'POST',
    path: '/api/admin/posts/:id/submit',
    staff: { staff: 'contributor', others: 'editor' },
  },
  sendBackPost: { name: 'sendBackPost', method: 'POST', path: '/api/admin/posts/:id/send-back', staff: { staff: 'editor' } },
  listWork: { name: 'listWork', method: 'GET', path: '/api/admin/work', staff: { staff: 'contributor' } },
  listGuides: { name: 'listAdminGuides', method: 'GET', path: '/api/admin/guides', staff: { staff: 'contributor' } },
  getGuide: { name: 'getAdminGuide', method: 'GET', path: '/api/admin/guides/:id', staff: { staff: 'contributor' } },
  createGuide: { name: 'createGuide', method: 'POST', path: '/api/admin/guides', staff: { staff: 'editor' } },
  updateGuide: { name: 'updateGuide', method: 'PUT', path: '/api/admin/guides/:id', staff: { staff: 'editor' } },
  deleteGuide: { name: 'deleteGuide', method: 'DELETE', path: '/api/admin/guides/:id', staff: { staff: 'editor' } },
  listTopics: { name: 'listAdminTopics', method: 'GET', path: '/api/admin/topics', staff: { staff: 'contributor' } },
  getTopic: { name: 'getAdminTopic', method: 'GET', path: '/api/admin/topics/:id', staff: { staff: 'contributor' } },
  createTopic: { name: 'createTopic', method: 'POST', path: '/api/admin/topics', staff: { staff: 'editor' } },
  updateTopic: { name: 'updateTopic', method: 'PUT', path: '/api/admin/topics/:id', staff: { staff: 'editor' } },
  deleteTopic: { name: 'deleteTopic', method: 'DELETE', path: '/api/admin/topics/:id', staff: { staff: 'editor' } },
  listCategories: { name: 'listAdminCategories', method: 'GET', path: '/api/admin/categories', staff: { staff: 'contributor' } },
  getCategory: { name: 'getAdminCategory', method: 'GET', path: '/api/admin/categories/:id', staff: { staff: 'contributor' } },
  createCategory: { name: 'createCategory', method: 'POST', path: '/api/admin/categories', staff: { staff: 'editor' } },
  updateCategory: { name: 'updateCategory', method: 'PUT', path: '/api/admin/categories/:id', staff: { staff: 'editor' } },
  deleteCategory: { name: 'deleteCategory', method: 'DELETE', path: '/api/admin/categories/:id', staff: { staff: 'editor' } },
  listAudit: { name: 'listAudit', method: 'GET', path: '/api/admin/audit', staff: { staff: 'administrator' } },
};

export const contentRoutes: RoutesOf<typeof contentOperations> = {
  listPosts: { name: 'listPosts', method: 'GET', path: '/api/blog-posts' },
  relatedPosts: { name: 'relatedPosts', method: 'GET', path: '/api/blog-posts/:slug/related' },
  leadPost: { name: 'leadPost', method: 'GET', path: '/api/lead-post' },
  getPost: { name: 'getPost', method: 'GET', path: '/api/blog-posts/:slug' },
  postTopics: { name: 'postTopics', method: 'GET', path: '/api/blog-posts/:id/topics' },
  postCategories: { name: 'postCategories', method: 'GET', path: '/api/categories' },
  categoryPosts: { name: 'categoryPosts', method: 'GET', path: '/api/categories/:slug/blog-posts' },
  listGuides: { name: 'listGuides', method: 'GET', path: '/api/guides' },
  getGuide: { name: 'getGuide', method: 'GET', path: '/api/guides/:slug' },
  listTopics: { name: 'listTopics', method: 'GET', path: '/api/topics' },
  getTopic: { name: 'getTopic', method: 'GET', path: '/api/topics/:slug' },
  topicPosts: { name: 'topicPosts', method: 'GET', path: '/api/topics/:slug/blog-posts' },
  getAuthorPage: { name: 'getAuthorPage', method: 'GET', path: '/api/authors/:slug' },
};

export const contentRevisionRoutes: RoutesOf<typeof contentRevisionOperations> = {
  listPostRevisions: { name: 'listPostRevisions', method: 'GET', path: '/api/admin/posts/:id/revisions', staff: { staff: 'contributor' } },
  getPostRevision: {
    name: 'getPostRevision',
    method: 'GET',
    path: '/api/admin/posts/:id/revisions/:number',
    staff: { staff: 'contributor' },
  },
  restorePostRevision: {
    name: 'restorePostRevision',
    method: 'POST',
    path: '/api/admin/posts/:id/revisions/:number/restore',
    staff: { staff: 'contributor', others: 'editor' },
  },
  getPostAutosave: { name: 'getPostAutosave', method: 'GET', path: '/api/admin/posts/:id/autosave', staff: { staff: 'contributor' } },
  autosavePost: { name: 'autosavePost', method: 'PUT', path: '/api/admin/posts/:id/autosave', staff: { staff: 'contributor' } },
  listGuideRevisions: { name: 'listGuideRevisions', method: 'GET', path: '/api/admin/guides/:id/revisions', staff: { staff: 'editor' } },
  getGuideRevision: {
    name: 'getGuideRevision',
    method: 'GET',
    path: '/api/admin/guides/:id/revisions/:number',
    staff: { staff: 'editor' },
  },
  restoreGuideRevision: {
    name: 'restoreGuideRevision',
    method: 'POST',
    path: '/api/admin/guides/:id/revisions/:number/restore',
    staff: { staff: 'editor' },
  },
  getGuideAutosave: { name: 'getGuideAutosave', method: 'GET', path: '/api/admin/guides/:id/autosave', staff: { staff: 'editor' } },
  autosaveGuide: { name: 'autosaveGuide', method: 'PUT', path: '/api/admin/guides/:id/autosave', staff: { staff: 'editor' } },
  listTopicRevisions: { name: 'listTopicRevisions', method: 'GET', path: '/api/admin/topics/:id/revisions', staff: { staff: 'editor' } },
  getTopicRevision: {
    name: 'getTopicRevision',
    method: 'GET',
    path: '/api/admin/topics/:id/revisions/:number',
    staff: { staff: 'editor' },
  },
  restoreTopicRevision: {
    name: 'restoreTopicRevision',
    method: 'POST',
    path: '/api/admin/topics/:id/revisions/:number/restore',
    staff: { staff: 'editor' },
  },
  getTopicAutosave: { name: 'getTopicAutosave', method: 'GET', path: '/api/admin/topics/:id/autosave', staff: { staff: 'editor' } },
  autosaveTopic: { name: 'autosaveTopic', method: 'PUT', path: '/api/admin/topics/:id/autosave', staff: { staff: 'editor' } },
  listCategoryRevisions: {
    name: 'listCategoryRevisions',
    method: 'GET',
    path: '/api/admin/categories/:id/revisions',
    staff: { staff: 'editor' },
  },
  getCategoryRevision: {
    name: 'getCategoryRevision',
    method: 'GET',
    path: '/api/admin/categories/:id/revisions/:number',
    staff: { staff: 'editor' },
  },
  restoreCategoryRevision: {
    name: 'restoreCategoryRevision',
    method: 'POST',
    path: '/api/admin/categories/:id/revisions/:number/restore',
    staff: { staff: 'editor' },
  },
  getCategoryAutosave: {
    name: 'getCategoryAutosave',
    method: 'GET',
    path: '/api/admin/categories/:id/autosave',
    staff: { staff: 'editor' },
  },
  autosaveCategory: { name: 'autosaveCategory', method: 'PUT', path: '/api/admin/categories/:id/autosave', staff: { staff: 'editor' } },
};

export const engageAdminRoutes: RoutesOf<typeof engageAdminOperations> = {
  listContactMessages: {
    name: 'listContactMessages',
    method: 'GET',
    path: '/api/admin/contact-messages',
    staff: { staff: 'administrator' },
  },
  setContactMessageHandled: {
    name: 'setContactMessageHandled',
    method: 'PUT',
    path: '/api/admin/contact-messages/:id/handled',
    staff: { staff: 'administrator' },
  },
  listNewsletterSubscribers: {
    name: 'listNewsletterSubscribers',
    method: 'GET',
    path: '/api/admin/subscribers/newsletter',
    staff: { staff: 'administrator' },
  },
  listAppSubscribers: { name: 'listAppSubscribers', method: 'GET', path: '/api/admin/subscribers/apps', staff: { staff: 'administrator' } },
  counts: { name: 'engageCounts', method: 'GET', path: '/api/admin/engage/counts', staff: { staff: 'contributor' } },
};

export const engageRoutes: RoutesOf<typeof engageOperations> = {
  contact: { name: 'sendContactMessage', method: 'POST', path: '/api/contact' },
  subscribeEmail: { name: 'subscribeNewsletter', method: 'POST', path: '/api/email-subscriptions' },
  subscribeApp: { name: 'subscribeApp', method: 'POST', path: '/api/app-subscriptions' },
};

export const gatewayRoutes: RoutesOf<typeof gatewayOperations> = {
  canarySwitch: { name: 'canarySwitch', method: 'GET', path: '/api/admin/canary', staff: { staff: 'contributor' } },
  turnOnCanary: { name: 'turnOnCanary', method: 'PUT', path: '/api/admin/canary', staff: { staff: 'contributor' } },
  turnOffCanary: { name: 'turnOffCanary', method: 'DELETE', path: '/api/admin/canary', staff: { staff: 'contributor' } },
  downloadNewsletterSubscribers: {
    name: 'downloadNewsletterSubscribers',
    method: 'GET',
    path: '/api/admin/subscribers/newsletter.csv',
    staff: { staff: 'administrator' },
  },
  downloadAppSubscribers: {
    name: 'downloadAppSubscribers',
    method: 'GET',
    path: '/api/admin/subscribers/apps.csv',
    staff: { staff: 'administrator' },
  },
  downloadPerson: { name: 'downloadPerson', method: 'GET', path: '/api/admin/people/:email/export', staff: { staff: 'administrator' } },
  health: { name: 'health', method: 'GET', path: '/api/health' },
  live: { name: 'live', method: 'GET', path: '/api/health/live' },
  ready: { name: 'ready', method: 'GET', path: '/api/health/ready' },
};

export const identityRoutes: RoutesOf<typeof identityOperations> = {
  me: { name: 'me', method: 'GET', path: '/api/auth/me' },
  adminSession: { name: 'adminSession', method: 'GET', path: '/api/admin/session', staff: { staff: 'contributor' } },
};

export const mailingAdminRoutes: RoutesOf<typeof mailingAdminOperations> = {
  listMailings: { name: 'listMailings', method: 'GET', path: '/api/admin/mailings', staff: { staff: 'administrator' } },
  createMailing: { name: 'createMailing', method: 'POST', path: '/api/admin/mailings', staff: { staff: 'administrator' } },
  getMailing: { name: 'getMailing', method: 'GET', path: '/api/admin/mailings/:id', staff: { staff: 'administrator' } },
  updateMailing: { name: 'updateMailing', method: 'PUT', path: '/api/admin/mailings/:id', staff: { staff: 'administrator' } },
  previewMailing: { name: 'previewMailing', method: 'GET', path: '/api/admin/mailings/:id/preview', staff: { staff: 'administrator' } },
  testMailing: { name: 'testMailing', method: 'POST', path: '/api/admin/mailings/:id/test', staff: { staff: 'administrator' } },
  sendMailing: { name: 'sendMailing', method: 'POST', path: '/api/admin/mailings/:id/send', staff: { staff: 'administrator' } },
  deleteMailing: { name: 'deleteMailing', method: 'DELETE', path: '/api/admin/mailings/:id', staff: { staff: 'administrator' } },
  scheduleMailing: { name: 'scheduleMailing', method: 'PUT', path: '/api/admin/mailings/:id/schedule', staff: { staff: 'administrator' } },
  unscheduleMailing: {
    name: 'unscheduleMailing',
    method: 'DELETE',
    path: '/api/admin/mailings/:id/schedule',
    staff: { staff: 'administrator' },
  },
};

export const mediaAdminRoutes: RoutesOf<typeof mediaAdminOperations> = {
  uploadMedia: { name: 'uploadMedia', method: 'POST', path: '/api/admin/media', staff: { staff: 'author' } },
  listMedia: { name: 'listMedia', method: 'GET', path: '/api/admin/media', staff: { staff: 'contributor' } },
  getMedia: { name: 'getMedia', method: 'GET', path: '/api/admin/media/:id', staff: { staff: 'contributor' } },
  updateMedia: { name: 'updateMedia', method: 'PUT', path: '/api/admin/media/:id', staff: { staff: 'editor' } },
  setMediaFocal: { name: 'setMediaFocal', method: 'PUT', path: '/api/admin/media/:id/focal', staff: { staff: 'editor' } },
  deleteMedia: { name: 'deleteMedia', method: 'DELETE', path: '/api/admin/media/:id', staff: { staff: 'editor' } },
};

export const peopleAdminRoutes: RoutesOf<typeof peopleAdminOperations> = {
  getPerson: { name: 'getPerson', method: 'GET', path: '/api/admin/people/:email', staff: { staff: 'administrator' } },
  erasePerson: { name: 'erasePerson', method: 'DELETE', path: '/api/admin/people/:email', staff: { staff: 'administrator' } },
};

export const previewRoutes: RoutesOf<typeof previewOperations> = {
  createPostPreview: { name: 'createPostPreview', method: 'POST', path: '/api/admin/posts/:id/preview', staff: { staff: 'editor' } },
  listPreviewLinks: { name: 'listPreviewLinks', method: 'GET', path: '/api/admin/posts/:id/preview-links', staff: { staff: 'editor' } },
  revokePreviewLink: {
    name: 'revokePreviewLink',
    method: 'POST',
    path: '/api/admin/posts/:id/preview-links/:linkId/revoke',
    staff: { staff: 'editor' },
  },
  getPostPreview: { name: 'getPostPreview', method: 'GET', path: '/api/preview/:token' },
};

export const searchRoutes: RoutesOf<typeof searchOperations> = {
  query: { name: 'search', method: 'GET', path: '/api/search' },
};

export const staffAdminRoutes: RoutesOf<typeof staffAdminOperations> = {
  listInvitations: { name: 'listInvitations', method: 'GET', path: '/api/admin/staff/invitations', staff: { staff: 'administrator' } },
  invite: { name: 'inviteStaff', method: 'POST', path: '/api/admin/staff/invitations', staff: { staff: 'administrator' } },
  resendInvitation: {
    name: 'resendInvitation',
    method: 'POST',
    path: '/api/admin/staff/invitations/:id/resend',
    staff: { staff: 'administrator' },
  },
  revokeInvitation: {
    name: 'revokeInvitation',
    method: 'DELETE',
    path: '/api/admin/staff/invitations/:id',
    staff: { staff: 'administrator' },
  },
  acceptInvitation: { name: 'acceptInvitation', method: 'POST', path: '/api/staff/invitations/accept' },
  listMembers: { name: 'listStaff', method: 'GET', path: '/api/admin/staff', staff: { staff: 'administrator' } },
  updateMember: { name: 'updateStaff', method: 'PUT', path: '/api/admin/staff/:id', staff: { staff: 'administrator' } },
  removeMember: { name: 'removeStaff', method: 'DELETE', path: '/api/admin/staff/:id', staff: { staff: 'administrator' } },
  transferOwnership: { name: 'transferOwnership', method: 'POST', path: '/api/admin/staff/transfer-ownership', staff: { staff: 'owner' } },
};

export const subscriptionRoutes: RoutesOf<typeof subscriptionOperations> = {
  confirmSubscription: { name: 'confirmSubscription', method: 'POST', path: '/api/subscriptions/confirm' },
  unsubscribe: { name: 'unsubscribe', method: 'POST', path: '/api/subscriptions/unsubscribe' },
  oneClickUnsubscribe: { name: 'oneClickUnsubscribe', method: 'POST', path: '/api/subscriptions/one-click' },
};

export const trashRoutes: RoutesOf<typeof trashOperations> = {
  listTrash: { name: 'listTrash', method: 'GET', path: '/api/admin/trash', staff: { staff: 'editor' } },
  restorePost: { name: 'restorePost', method: 'POST', path: '/api/admin/posts/:id/restore', staff: { staff: 'editor' } },
  restoreGuide: { name: 'restoreGuide', method: 'POST', path: '/api/admin/guides/:id/restore', staff: { staff: 'editor' } },
  restoreTopic: { name: 'restoreTopic', method: 'POST', path: '/api/admin/topics/:id/restore', staff: { staff: 'editor' } },
  restoreCategory: { name: 'restoreCategory', method: 'POST', path: '/api/admin/categories/:id/restore', staff: { staff: 'editor' } },
};
