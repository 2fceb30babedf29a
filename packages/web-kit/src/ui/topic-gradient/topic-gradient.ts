export type TopicTone = 'red' | 'blue' | 'green' | 'orange' | 'purple' | 'pink' | 'teal' | 'yellow' | 'default';

export type TopicGradient = { tone: TopicTone; gradient: string };

/** Deep enough at both ends that white text on them passes WCAG AA. */
const GRADIENTS: Readonly<Record<Exclude<TopicTone, 'default'>, string>> = {
  red: 'linear-gradient(135deg, #c2372b 0%, #7f1d1d 100%)',
  blue: 'linear-gradient(135deg, #2458d6 0%, #1e3a8a 100%)',
  green: 'linear-gradient(135deg, #17803f 0%, #14532d 100%)',
  orange: 'linear-gradient(135deg, #c2410c 0%, #7c2d12 100%)',
  purple: 'linear-gradient(135deg, #7e3bd0 0%, #4c1d95 100%)',
  pink: 'linear-gradient(135deg, #c0266d 0%, #831843 100%)',
  teal: 'linear-gradient(135deg, #0f766e 0%, #134e4a 100%)',
  yellow: 'linear-gradient(135deg, #a85d05 0%, #713f12 100%)',
};

/** The site's primary colour, for a colour name this map does not know. */
export const DEFAULT_TOPIC_GRADIENT: TopicGradient = {
  tone: 'default',
  gradient: 'linear-gradient(135deg, var(--color-primary) 0%, var(--color-primary-hover) 100%)',
};

/** docs/requirements.md#r-topic-colour: colour names map to gradients; an unknown colour falls to a default primary style. */
export function topicGradient(color: string): TopicGradient {
  const tone = color.trim().toLowerCase();
  return Object.hasOwn(GRADIENTS, tone)
    ? { tone: tone as TopicTone, gradient: GRADIENTS[tone as keyof typeof GRADIENTS] }
    : DEFAULT_TOPIC_GRADIENT;
}
