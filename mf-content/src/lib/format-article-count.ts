/** docs/requirements.md#r-article-count: '{n} article' for one, '{n} articles' otherwise. */
export function formatArticleCount(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}
