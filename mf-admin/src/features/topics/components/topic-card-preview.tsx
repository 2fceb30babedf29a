import { topicGradient, TopicIcon } from '@livefully/web-kit';
import { ArrowRight } from 'lucide-react';
import './topic-card-preview.css';

type TopicCardPreviewProps = { name: string; description: string; color: string; icon: string; articleCount: number };

/**
 * The public topic card (/topics) drawn from the form as it is typed: the same icon and colour
 * maps as mf-content's card, and its layout. The link is inert: a preview goes nowhere.
 */
export function TopicCardPreview({ name, description, color, icon, articleCount }: TopicCardPreviewProps) {
  const { tone, gradient } = topicGradient(color);
  return (
    <figure className="admin-topic-preview">
      <article
        className={`admin-topic-card admin-topic-card--${tone}`}
        data-tone={tone}
        aria-label={`Preview of the ${name.trim() || 'new'} topic card`}
      >
        <div className="admin-topic-card__band" style={{ backgroundImage: gradient }} data-testid="topic-preview-band">
          {icon ? (
            <TopicIcon icon={icon} className="admin-topic-card__icon" />
          ) : (
            <span className="admin-topic-card__icon" aria-hidden="true" />
          )}
        </div>
        <div className="admin-topic-card__body">
          <p className="admin-topic-card__name">{name.trim() || 'Topic name'}</p>
          <p className="admin-topic-card__description">{description.trim() || 'The description appears here.'}</p>
          <p className="admin-topic-card__count">{`${articleCount} articles available`}</p>
          <span className="admin-topic-card__link" aria-hidden="true">
            Explore Topic
            <ArrowRight aria-hidden="true" focusable="false" />
          </span>
        </div>
      </article>
      <figcaption className="admin-topic-preview__caption">As visitors see it on the Topics page.</figcaption>
    </figure>
  );
}
