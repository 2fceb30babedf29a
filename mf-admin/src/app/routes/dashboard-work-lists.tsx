import { contentAdminRoutes } from '@livefully/contracts/routes';
import { Heading } from '@livefully/web-kit/ui';
import { useId, useState } from 'react';
import { useMayCall, useStaffRole } from '../../features/access/hooks/use-may-call';
import { RecentActivity } from '../../features/audit/components/recent-activity';
import { NO_WORK_FILTERS, type WorkFilters } from '../../features/posts/api/work-list-queries';
import { WorkFiltersForm } from '../../features/posts/components/work-filters-form';
import { WorkList } from '../../features/posts/components/work-list';

/**
 * The dashboard's lists (docs/content-admin.md, Dashboard): my drafts, waiting for review,
 * scheduled, recently published and, for an administrator, recent activity, searched and
 * filtered together.
 */
export function DashboardWorkLists() {
  const headingId = useId();
  const [filters, setFilters] = useState<WorkFilters>(NO_WORK_FILTERS);
  const mayCall = useMayCall();
  const role = useStaffRole();
  // Below an editor the list holds one's own submissions only; its title says so.
  const ownReviews = role === 'contributor' || role === 'author';
  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Your work
      </Heading>
      <WorkFiltersForm value={filters} onApply={setFilters} />
      <div className="admin-work-lists">
        <WorkList list="mine" title="My drafts" dateLabel="Saved" empty="No drafts of yours." filters={filters} />
        <WorkList
          list="review"
          title={ownReviews ? 'My posts waiting for review' : 'Waiting for review'}
          dateLabel="Submitted"
          empty="Nothing is waiting for review."
          filters={filters}
        />
        <WorkList list="scheduled" title="Scheduled" dateLabel="Goes live" empty="Nothing is scheduled." filters={filters} />
        <WorkList list="published" title="Recently published" dateLabel="Published" empty="Nothing published matches." filters={filters} />
        {mayCall(contentAdminRoutes.listAudit) && role !== undefined ? <RecentActivity kind={filters.kind} actor={filters.author} /> : null}
      </div>
    </section>
  );
}
