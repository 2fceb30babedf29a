/** docs/requirements.md#r-article-tags: tags are not shown, but screen readers can still read them. */
export function ArticleTags({ tags }: { tags: string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <div className="visually-hidden">
      <h2>Tags</h2>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  );
}
