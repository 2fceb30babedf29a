import { Route, Routes, useSearchParams } from '@livefully/web-kit/router';
import { AdminRoutes } from '../app/admin-routes';
import { AccessGate } from '../features/access/components/access-gate';
import { InvitationAccept } from '../features/staff/components/invitation-accept';
import '../app/admin.css';

/** A staff invitation's link: open to anyone signed in, so it stands before the access check. */
function InvitationAcceptRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return <InvitationAccept key={token} token={token} />;
}

/** The admin area, mounted by the shell at /admin/*: its own routes behind its own access check. */
export default function AdminApp() {
  return (
    <div className="admin">
      <meta name="robots" content="noindex, nofollow" />
      <Routes>
        <Route path="invitations/accept" element={<InvitationAcceptRoute />} />
        <Route
          path="*"
          element={
            <AccessGate>
              <div className="admin-page">
                <AdminRoutes />
              </div>
            </AccessGate>
          }
        />
      </Routes>
    </div>
  );
}
