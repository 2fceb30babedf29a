import { AdminRoutes } from '../app/admin-routes';
import { AccessGate } from '../features/access/components/access-gate';
import '../app/admin.css';

/** The admin area, mounted by the shell at /admin/*: its own routes behind its own access check. */
export default function AdminApp() {
  return (
    <div className="admin">
      <meta name="robots" content="noindex, nofollow" />
      <AccessGate>
        <div className="admin-page">
          <AdminRoutes />
        </div>
      </AccessGate>
    </div>
  );
}
