import { CircleCheck, Clock, MessageSquareText, PencilLine, Star } from 'lucide-react';
import { StatusPill } from '../../../components/ui/status-pill';
import type { PostState } from '../utils/post-status';
import { POST_STATE_LABELS } from '../utils/post-status';

const LOOK = {
  draft: { tone: 'neutral', Icon: PencilLine },
  review: { tone: 'warning', Icon: MessageSquareText },
  published: { tone: 'success', Icon: CircleCheck },
  scheduled: { tone: 'info', Icon: Clock },
} as const;

export function PostStatePill({ state }: { state: PostState }) {
  const { tone, Icon } = LOOK[state];
  return (
    <StatusPill tone={tone} icon={<Icon aria-hidden="true" focusable="false" size={14} />}>
      {POST_STATE_LABELS[state]}
    </StatusPill>
  );
}

/** Marks a post an editor featured for the home page's lead. */
export function FeaturedPill() {
  return (
    <StatusPill tone="highlight" icon={<Star aria-hidden="true" focusable="false" size={14} />}>
      Featured
    </StatusPill>
  );
}
