import type { Guide } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <article className="guide-card">
      <div className="guide-card__media">
        <img src={guide.imagePath} alt={guide.imageAlt} loading="lazy" decoding="async" />
      </div>
      <div className="guide-card__body">
        <div>
          <CategoryBadge category={guide.category} />
        </div>
        <h2 className="guide-card__title">
          <Link to={`/guide/${guide.slug}`} className="guide-card__link">
            {guide.title}
          </Link>
        </h2>
        <p className="guide-card__description clamp-3">{guide.description}</p>
        <div className="guide-card__footer">
          <span className="guide-card__count">
            <BookOpen aria-hidden="true" focusable="false" />
            {`${guide.articleCount} articles`}
          </span>
          <span className="guide-card__cta" aria-hidden="true">
            Read the guide
            <ArrowRight focusable="false" />
          </span>
        </div>
      </div>
    </article>
  );
}
