import type { BlogPost } from '@livefully/contracts';
import { CategoryBadge, FormattedDate, ReadTime } from '@livefully/web-kit';
import { Link } from 'react-router';
import './article-card.css';

type ArticleCardProps = { post: BlogPost; headingLevel?: 2 | 3; showAuthor?: boolean; compact?: boolean };

/** An article teaser; the whole card is clickable through its title link. */
export function ArticleCard({ post, headingLevel = 3, showAuthor = true, compact = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={compact ? 'card article-card article-card--compact' : 'card article-card'}>
      <img className="card__media" src={post.imagePath} alt={post.imageAlt} loading="lazy" decoding="async" />
      <div className="card__body">
        <div className="article-card__eyebrow">
          <CategoryBadge category={post.category} />
          <ReadTime minutes={post.readTime} className="article-card__read-time" />
        </div>
        <Heading className="card__title clamp-2">
          <Link to={`/blog/${post.slug}`} className="article-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="card__text clamp-3">{post.excerpt}</p>
        <p className="card__meta article-card__meta">
          <FormattedDate value={post.publishedAt} />
          {showAuthor ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>By {post.author}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
