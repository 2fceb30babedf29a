import { TopicIcon } from '@livefully/web-kit';

type TopicGradientIconProps = {
  icon: string;
  /** The icon's own class; an unknown icon adds `{className}--unknown`. */
  className: string;
  size?: 'normal' | 'large';
};

/** A topic's icon on a frosted tile, for a topic gradient. */
export function TopicGradientIcon({ icon, className, size = 'normal' }: TopicGradientIconProps) {
  return (
    <span className={size === 'large' ? 'topic-gradient__icon topic-gradient__icon--large' : 'topic-gradient__icon'}>
      <TopicIcon icon={icon} className={className} />
    </span>
  );
}
