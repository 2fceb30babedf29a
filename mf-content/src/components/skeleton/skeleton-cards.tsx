import './skeleton.css';

type SkeletonCardsProps = {
  count: number;
  /** Read to assistive technology while the placeholders show. */
  label: string;
  className?: string;
  variant?: 'card' | 'row' | 'tile';
};

/** Grey placeholders in the shape of the cards that will replace them. */
export function SkeletonCards({ count, label, className = 'grid grid--md-2 grid--lg-3', variant = 'card' }: SkeletonCardsProps) {
  return (
    <div role="status" aria-label={label} aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`skeleton-card skeleton-card--${variant}`} data-testid="skeleton-card">
            <div className="skeleton skeleton-card__media" />
            <div className="skeleton-card__body">
              <div className="skeleton skeleton-card__line skeleton-card__line--short" />
              <div className="skeleton skeleton-card__line skeleton-card__line--title" />
              <div className="skeleton skeleton-card__line" />
              <div className="skeleton skeleton-card__line skeleton-card__line--medium" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
