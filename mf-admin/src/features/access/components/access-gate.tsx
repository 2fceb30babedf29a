import { ErrorPanel, useAuth } from '@livefully/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { adminKeys } from '../../../lib/query-keys';
import { useSession } from '../api/get-session';
import { useAccessProblem } from '../hooks/use-access-problem';
import { AdminErrorBoundary } from './admin-error-boundary';
import { AdminLoading } from './admin-loading';
import { NotAuthorizedScreen } from './not-authorized-screen';
import { SignInScreen } from './sign-in-screen';

/**
 * Who may see the admin area: nobody while the session loads, a sign-in request when signed
 * out, "Not authorized" for other accounts; the server confirms before anything is shown, and
 * any later 401 or 403 brings the matching screen back (over the work, which is kept).
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useAuth();
  const session = useSession();
  const { problem, retry } = useAccessProblem();
  const queryClient = useQueryClient();
  const uid = user?.uid;

  // What one account read must not show for the next one on this tab.
  useEffect(() => () => queryClient.removeQueries({ queryKey: adminKeys.all }), [queryClient, uid]);

  if (loading) return <AdminLoading />;
  if (!user) return <SignInScreen />;
  if (!isAdmin || problem === 'forbidden') return <NotAuthorizedScreen email={user.email} />;
  if (session.isPending) return <AdminLoading />;
  if (session.isError && problem !== 'expired') {
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
  return (
    <>
      {problem === 'expired' ? <SignInScreen expired onRetry={retry} /> : null}
      <div hidden={problem === 'expired'}>
        <AdminErrorBoundary>{children}</AdminErrorBoundary>
      </div>
    </>
  );
}
