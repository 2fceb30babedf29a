import { resolveTopicIcon } from './topic-icons';

type TopicIconProps = { icon: string; className?: string };

/**
 * Known icons are decorative (the topic's name sits beside them); an unknown one is a
 * question mark that says so, as a tooltip and to assistive technology.
 */
export function TopicIcon({ icon, className = 'topic-icon' }: TopicIconProps) {
  const { Icon, found } = resolveTopicIcon(icon);
  if (found) {
    return (
      <span className={className} aria-hidden="true">
        <Icon aria-hidden="true" focusable="false" />
      </span>
    );
  }
  const label = `Icon "${icon}" not found`;
  return (
    <span className={`${className} ${className}--unknown`} role="img" aria-label={label} title={label}>
      <Icon aria-hidden="true" focusable="false" />
    </span>
  );
}
