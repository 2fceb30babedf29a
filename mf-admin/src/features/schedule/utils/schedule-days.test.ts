import { describe, expect, it } from 'vitest';
import { localDay, scheduleOf, type SchedulePost } from './schedule-days';

const NOW = new Date(2026, 10, 26, 12, 0).getTime();
const at = (dayOffset: number, hour = 9) => new Date(2026, 10, 26 + dayOffset, hour, 0).toISOString();
const post = (id: string, publishedAt: string, status: SchedulePost['status'] = 'published'): SchedulePost => ({
  id,
  title: `Post ${id}`,
  status,
  publishedAt,
});

describe('scheduleOf', () => {
  it('puts scheduled posts soonest first and recent ones latest first, each grouped by local day, drafts and old posts left out', () => {
    const schedule = scheduleOf(
      [
        post('later', at(3)),
        post('soon-b', at(1, 15)),
        post('soon-a', at(1, 8)),
        post('today-earlier', at(0, 8)),
        post('last-week', at(-6)),
        post('long-ago', at(-40)),
        post('draft', at(2), 'draft'),
      ],
      NOW,
    );
    expect(schedule.upcoming.map(({ day, posts }) => [day, posts.map((p) => p.id)])).toEqual([
      [localDay(Date.parse(at(1))), ['soon-a', 'soon-b']],
      [localDay(Date.parse(at(3))), ['later']],
    ]);
    expect(schedule.recent.map(({ posts }) => posts.map((p) => p.id))).toEqual([['today-earlier'], ['last-week']]);
  });

  it('is empty without posts', () => {
    expect(scheduleOf([], NOW)).toEqual({ upcoming: [], recent: [] });
  });
});
