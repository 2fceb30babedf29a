import { topicGradient, TopicIcon } from '@livefully/web-kit';

/** A small tile in the topic's colour with its icon, as the public cards draw them. */
export function TopicSwatch({ color, icon, size = 'sm' }: { color: string; icon?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`admin-swatch admin-swatch--${size}`} style={{ backgroundImage: topicGradient(color).gradient }} aria-hidden="true">
      {icon ? <TopicIcon icon={icon} className="admin-swatch__icon" /> : null}
    </span>
  );
}
