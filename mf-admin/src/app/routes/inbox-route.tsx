import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';
import { Inbox } from '../../features/inbox/components/inbox';

export function InboxRoute() {
  return (
    <div className="admin-dashboard">
      <PageMeta title="Inbox | Admin" />
      <header className="admin-dashboard__header">
        <p className="admin-eyebrow">
          <Link to="/admin">Admin</Link>
        </p>
        <h1 className="admin-dashboard__title">Inbox</h1>
        <p className="admin-dashboard__intro">Messages sent through the contact form, newest first. We promise a reply within 24 hours.</p>
      </header>
      <Inbox />
    </div>
  );
}
