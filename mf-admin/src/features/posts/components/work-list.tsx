import type { WorkItem, WorkListQuery } from '@livefully/contracts';
import { Link } from '@livefully/web-kit/router';
import { Card, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { useId } from 'react';
import { TableNotice } from '../../../components/data-table/table-notice';
import { formatDateTime } from '../../../lib/local-date-time';
import { PostStatePill } from './post-state-pill';
import { useWorkList, type WorkFilters } from '../api/work-list-queries';
import './work-lists.css';

const EDITOR_PATHS = { post: 'posts', guide: 'guides', topic: 'topics' } as const;
const KIND_NAMES = { post: 'Post', guide: 'Guide', topic: 'Topic' } as const;

type WorkListProps = {
  list: WorkListQuery['list'];
  title: string;
  /** What the date of each row is: "Saved", "Submitted", … */
  dateLabel: string;
  empty: string;
  filters: WorkFilters;
};

/** One of the dashboard's lists (docs/content-admin.md, Dashboard): each row links to its editor. */
export function WorkList({ list, title, dateLabel, empty, filters }: WorkListProps) {
  const headingId = useId();
  const rows = useWorkList(list, filters);
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId} className="admin-work-list">
        <Heading as="h3" size="4" id={headingId} mb="2">
          {title}
        </Heading>
        {rows.status === 'pending' ? (
          <TableNotice role="status">Loading…</TableNotice>
        ) : rows.status === 'error' ? (
          <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void rows.refetch() }}>
            We couldn’t load this list.
          </TableNotice>
        ) : rows.data.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {empty}
          </Text>
        ) : (
          <ul className="admin-work-list__items">
            {rows.data.map((item) => (
              <WorkRow key={`${item.kind}-${item.id}`} item={item} dateLabel={dateLabel} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function WorkRow({ item, dateLabel }: { item: WorkItem; dateLabel: string }) {
  return (
    <li className="admin-work-list__item">
      <ThemeLink asChild weight="medium">
        <Link to={`/admin/${EDITOR_PATHS[item.kind]}/${item.id}/edit`}>{item.title}</Link>
      </ThemeLink>
      <Text as="p" size="1" color="gray" className="admin-work-list__meta">
        {item.kind === 'post' ? <PostStatePill state={item.state} /> : <span>{KIND_NAMES[item.kind]}</span>}
        {item.author ? <span>{item.author}</span> : null}
        <span>
          {dateLabel} {formatDateTime(item.at)}
        </span>
      </Text>
    </li>
  );
}
