import type { PostStatus } from '@livefully/contracts';
/** What the schedule needs of a post. */
export type SchedulePost = { id: string; title: string; status: PostStatus; publishedAt: string | null };

export type ScheduleDay<P extends SchedulePost = SchedulePost> = {
  /** The local day, YYYY-MM-DD. */
  day: string;
  posts: P[];
};

export type Schedule<P extends SchedulePost = SchedulePost> = {
  /** Published posts whose date is still to come, soonest first, by local day. */
  upcoming: ScheduleDay<P>[];
  /** Posts that went live in the last `recentDays` days, latest first, by local day. */
  recent: ScheduleDay<P>[];
};

export const RECENT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local day of an instant, YYYY-MM-DD. */
export function localDay(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Drafts have no date on the schedule; a post with a date that cannot be read is left out too. */
export function scheduleOf<P extends SchedulePost>(posts: readonly P[], now: number = Date.now(), recentDays = RECENT_DAYS): Schedule<P> {
  const dated = posts
    .filter((post) => post.status === 'published')
    .map((post) => ({ post, at: Date.parse(post.publishedAt ?? '') }))
    .filter(({ at }) => Number.isFinite(at));
  const upcoming = dated.filter(({ at }) => at > now).sort((a, b) => a.at - b.at);
  const recent = dated.filter(({ at }) => at <= now && at > now - recentDays * DAY_MS).sort((a, b) => b.at - a.at);
  return { upcoming: byDay(upcoming), recent: byDay(recent) };
}

function byDay<P extends SchedulePost>(entries: { post: P; at: number }[]): ScheduleDay<P>[] {
  const days: ScheduleDay<P>[] = [];
  for (const { post, at } of entries) {
    const day = localDay(at);
    const last = days.at(-1);
    if (last?.day === day) last.posts.push(post);
    else days.push({ day, posts: [post] });
  }
  return days;
}
