import type { BlogPost } from '@livefully/contracts';
import { CategoryBadge, FormattedDate } from '@livefully/web-kit';
import { Link } from 'react-router';

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="card">
      <img className="card__media" src={post.imagePath} alt={post.imageAlt} loading="lazy" decoding="async" />
      <div className="card__body">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <h2 className="card__title clamp-2">
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <p className="card__text clamp-3">{post.excerpt}</p>
        <p className="card__meta">
          Last updated: <FormattedDate value={post.publishedAt} />
        </p>
      </div>
    </article>
  );
}
