import type { Guide } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <article className="card home-guide">
      <img className="card__media" src={guide.imagePath} alt={guide.imageAlt} width={1200} height={630} loading="lazy" decoding="async" />
      <div className="card__body">
        <div>
          <CategoryBadge category={guide.category} />
        </div>
        <h3 className="card__title clamp-2">
          <Link to={`/guide/${guide.slug}`} className="home-guide__link">
            {guide.title}
          </Link>
        </h3>
        <p className="card__text clamp-3">{guide.description}</p>
        <p className="card__meta home-guide__count">
          <BookOpen aria-hidden="true" focusable="false" size={16} />
          {`${guide.articleCount} articles`}
        </p>
      </div>
    </article>
  );
}
