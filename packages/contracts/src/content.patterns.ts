export const CONTENT_PATTERNS = {
  listPosts: 'content.posts.list',
  getPost: 'content.posts.get',
  postTopics: 'content.posts.topics',
  categoryPosts: 'content.categories.posts',
  listGuides: 'content.guides.list',
  getGuide: 'content.guides.get',
  listTopics: 'content.topics.list',
  getTopic: 'content.topics.get',
  topicPosts: 'content.topics.posts',
  /** Every public post, guide and topic as a search document, a page at a time (SearchDocumentsQuery). */
  searchDocuments: 'content.search.documents',
  /** One item as a search document, or null when it is gone or not public (SearchDocumentRef). */
  searchDocument: 'content.search.document',
} as const;

export const CONTENT_EVENTS = {
  changed: 'content.changed',
} as const;
