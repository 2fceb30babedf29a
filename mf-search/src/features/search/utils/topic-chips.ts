import type { TopicRef } from '@livefully/contracts';

/** docs/requirements.md#r-search-limits: at most 3 topic chips per result, then '+N more topics'. */
export const TOPIC_CHIPS_MAX = 3;

export function topicChips(topics: TopicRef[]): { shown: TopicRef[]; more: number } {
  return { shown: topics.slice(0, TOPIC_CHIPS_MAX), more: Math.max(0, topics.length - TOPIC_CHIPS_MAX) };
}

export function moreTopicsLabel(more: number): string {
  return `+${more} more topics`;
}
