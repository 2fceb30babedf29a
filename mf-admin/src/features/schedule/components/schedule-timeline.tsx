import type { AdminPost } from '@livefully/contracts';
import { Link } from '@livefully/web-kit/router';
import { Card, Flex, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { CalendarClock, CalendarCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TableNotice } from '../../../components/data-table/table-notice';
import { RECENT_DAYS, scheduleOf, type ScheduleDay } from '../utils/schedule-days';
import './schedule.css';

type ScheduleTimelineProps = {
  posts: AdminPost[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
};

/** The dashboard's schedule: what goes live next and what went live lately, day by day, each post linked to its editor. */
export function ScheduleTimeline({ posts, status, onRetry }: ScheduleTimelineProps) {
  const headingId = useId();
  const schedule = posts ? scheduleOf(posts) : undefined;
  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Schedule
      </Heading>
      {status === 'pending' ? (
        <TableNotice role="status">Loading the schedule…</TableNotice>
      ) : status === 'error' || !schedule ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: onRetry }}>
          We couldn’t load the schedule.
        </TableNotice>
      ) : (
        <div className="admin-schedule">
          <Timeline
            title="Coming up"
            icon={<CalendarClock aria-hidden="true" focusable="false" size={18} />}
            days={schedule.upcoming}
            empty="Nothing is scheduled. Schedule… in a post’s editor picks when it goes live."
          />
          <Timeline
            title={`Published in the last ${RECENT_DAYS} days`}
            icon={<CalendarCheck aria-hidden="true" focusable="false" size={18} />}
            days={schedule.recent}
            empty={`Nothing was published in the last ${RECENT_DAYS} days.`}
          />
        </div>
      )}
    </section>
  );
}

function Timeline({ title, icon, days, empty }: { title: string; icon: ReactNode; days: ScheduleDay<AdminPost>[]; empty: string }) {
  const headingId = useId();
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId}>
        <Flex asChild align="center" gap="2" mb="3">
          <Heading as="h3" size="4" id={headingId}>
            {icon}
            {title}
          </Heading>
        </Flex>
        {days.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {empty}
          </Text>
        ) : (
          <ol className="admin-schedule__days">
            {days.map(({ day, posts }) => (
              <li key={day} className="admin-schedule__day">
                <Text as="p" size="2" weight="bold" mb="1">
                  <time dateTime={day}>{dayLabel(day)}</time>
                </Text>
                <ul className="admin-schedule__posts">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <Text size="2" color="gray" className="admin-schedule__time">
                        <time dateTime={post.publishedAt ?? undefined}>{timeLabel(post.publishedAt ?? '')}</time>
                      </Text>{' '}
                      <ThemeLink asChild size="2">
                        <Link to={`/admin/posts/${post.id}/edit`}>{post.title}</Link>
                      </ThemeLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

/** 'Thu, Nov 26, 2026' for a local YYYY-MM-DD. */
function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
