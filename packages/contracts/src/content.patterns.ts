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
} as const;

export const CONTENT_EVENTS = {
  changed: 'content.changed',
} as const;
