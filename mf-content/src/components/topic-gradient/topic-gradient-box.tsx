import { topicGradient } from '@livefully/web-kit';
import { Flex, type FlexProps } from '@livefully/web-kit/ui';
import './topic-gradient.css';

type TopicGradientBoxProps = Omit<FlexProps, 'color' | 'style'> & {
  /** The topic's colour name (docs/requirements.md#r-topic-colour). */
  color: string;
};

/** A box painted with a topic's gradient, its text white on it. */
export function TopicGradientBox({ color, className, ...flexProps }: TopicGradientBoxProps) {
  const { tone, gradient } = topicGradient(color);
  const classes = ['topic-gradient', `topic-gradient--${tone}`, className].filter(Boolean).join(' ');
  return <Flex {...flexProps} className={classes} style={{ backgroundImage: gradient }} />;
}
