import { ErrorPanel, isApiError, useAuth } from '@livefully/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { adminKeys } from '../../../lib/query-keys';
import { useSession } from '../api/get-session';
import { AccessErrorBoundary } from './access-error-boundary';
import { AdminLoading } from './admin-loading';
import { NotAuthorizedScreen } from './not-authorized-screen';
import { SignInScreen } from './sign-in-screen';

/**
 * Who may see the admin area: nobody while the session loads, a sign-in request when signed
 * out, "Not authorized" for other accounts; the server confirms before anything is shown.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, idToken } = useAuth();
  const session = useSession();
  const queryClient = useQueryClient();
  const uid = user?.uid;

  // What one account read must not show for the next one on this tab.
  useEffect(() => () => queryClient.removeQueries({ queryKey: adminKeys.all }), [queryClient, uid]);

  if (loading) return <AdminLoading />;
  if (!user) return <SignInScreen />;
  if (!isAdmin || isApiError(session.error, 403)) return <NotAuthorizedScreen email={user.email} />;
  if (isApiError(session.error, 401)) return <SignInScreen expired onRetry={() => void session.refetch()} />;
  if (session.isError) {
    return (
      <div className="container page">
        <ErrorPanel
          title="The admin panel is not available"
          message="We couldn't reach the server. Please try again in a moment."
          onRetry={() => void session.refetch()}
        />
      </div>
    );
  }
  if (session.isPending) return <AdminLoading />;
  return (
    <AccessErrorBoundary email={user.email} token={idToken ?? ''}>
      {children}
    </AccessErrorBoundary>
  );
}
