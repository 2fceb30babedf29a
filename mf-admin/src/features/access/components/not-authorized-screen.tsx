import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { AccessScreen } from './access-screen';

/** Signed in with an account that is not an admin (or that the server says is not). */
export function NotAuthorizedScreen({ email }: { email: string | null }) {
  return (
    <AccessScreen title="Not authorized" icon={<ShieldX size={28} />}>
      <p className="admin-access__text">
        {email ? (
          <>
            You're signed in as <strong>{email}</strong>, which doesn't have admin access.
          </>
        ) : (
          "The account you're signed in with doesn't have admin access."
        )}
      </p>
      <p className="admin-access__text">
        If you should have access, ask an administrator to add this account, or sign in with another one.
      </p>
      <div className="admin-access__actions">
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>
      </div>
    </AccessScreen>
  );
}
