import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';
import { SubscriberLists } from '../../features/subscribers/components/subscriber-lists';

export function SubscribersRoute() {
  return (
    <div className="admin-dashboard">
      <PageMeta title="Subscribers | Admin" />
      <header className="admin-dashboard__header">
        <p className="admin-eyebrow">
          <Link to="/admin">Admin</Link>
        </p>
        <h1 className="admin-dashboard__title">Subscribers</h1>
        <p className="admin-dashboard__intro">Who asked for the newsletter and who wants to hear when each app launches.</p>
      </header>
      <SubscriberLists />
    </div>
  );
}
