export { contentKeys, PUBLIC_CONTENT_ROOTS } from './content-keys';
export {
  getLatestPostsQueryOptions,
  getPostSummariesPage,
  getPostSummariesPagesQueryOptions,
  toSummariesPage,
} from './posts/get-post-summaries';
export { getRelatedPostsQueryOptions } from './posts/get-related-posts';
export { getPostQueryOptions } from './posts/get-post';
export { getPostTopicsQueryOptions } from './posts/get-post-topics';
export { getGuidesQueryOptions } from './guides/get-guides';
export { getGuideQueryOptions } from './guides/get-guide';
export { getTopicsQueryOptions } from './topics/get-topics';
export { getTopicQueryOptions } from './topics/get-topic';
export { getTopicPostsQueryOptions } from './topics/get-topic-posts';
export { AUTHOR_PAGE_SIZE, AUTHOR_PAGES_MAX, authorPagesOf, getAuthorPageQueryOptions } from './authors/get-author-page';
export { getCategoryPostsQueryOptions } from './categories/get-category-posts';
export { getPostCategoriesQueryOptions } from './categories/get-post-categories';
