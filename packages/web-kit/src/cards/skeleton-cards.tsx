import { Card, Flex, Inset, Skeleton } from '@livefully/web-kit/ui';
import './content-card.css';

type SkeletonCardsProps = {
  count: number;
  /** Read to assistive technology while the placeholders show. */
  label: string;
  className?: string;
  variant?: 'card' | 'row' | 'tile';
};

/** Placeholders in the shape of the cards that will replace them. */
export function SkeletonCards({ count, label, className = 'grid grid--md-2 grid--lg-3', variant = 'card' }: SkeletonCardsProps) {
  const row = variant === 'row';
  return (
    <div role="status" aria-label={label} aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} data-testid="skeleton-card">
            <Card size={row ? '3' : '2'} className={row ? 'content-card content-card--row' : 'content-card'}>
              <Flex direction={row ? { initial: 'column', sm: 'row' } : 'column'} gap="4" height="100%">
                <Inset side={row ? { initial: 'top', sm: 'left' } : 'top'} clip="padding-box" className="content-card__media">
                  <Skeleton
                    className={variant === 'tile' ? undefined : 'content-card__image'}
                    height={variant === 'tile' ? '7rem' : undefined}
                  />
                </Inset>
                <Flex direction="column" gap="3" flexGrow="1" justify="center">
                  <Skeleton height="14px" width="30%" />
                  <Skeleton height="24px" width="85%" />
                  <Skeleton height="14px" width="100%" />
                  <Skeleton height="14px" width="70%" />
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
