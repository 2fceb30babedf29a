import type { BlogPost } from '@livefully/contracts';
import { CategoryBadge, FormattedDate } from '@livefully/web-kit';
import { Link } from 'react-router';
import './post-card.css';

type PostCardProps = {
  post: BlogPost;
  /** h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
};

/** SPEC §2 article card: image, category badge, title (2 lines), excerpt (3 lines), 'Last updated'. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <img
        className="card__media post-card__media"
        src={post.imagePath}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <Heading className="card__title post-card__title clamp-2">
          <Link to={`/blog/${post.slug}`} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="card__text clamp-3">{post.excerpt}</p>
        <p className="card__meta">
          Last updated: <FormattedDate value={post.publishedAt} />
        </p>
      </div>
    </article>
  );
}
