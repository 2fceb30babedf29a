import { useAuth, useToast } from '@livefully/web-kit';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessScreen } from './access-screen';

type SignInScreenProps = {
  /** A token the server no longer accepts, rather than nobody signed in. */
  expired?: boolean;
  onRetry?: () => void;
};

/**
 * Signed out (or a token the server refused): ask to sign in. With Google's popup the button
 * here signs in; the test sign-in's account chooser lives in the header, so point there.
 */
export function SignInScreen({ expired = false, onRetry }: SignInScreenProps) {
  const { usesAccountChooser, signIn } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function signInHere() {
    setBusy(true);
    try {
      await signIn();
      toast({ title: 'Welcome!', description: "You've successfully signed in." });
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Failed to sign in. Please try again.';
      toast({ title: 'Sign-in Failed', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccessScreen title={expired ? 'Your session has expired' : 'Sign in to continue'} icon={<LockKeyhole size={28} />}>
      <p className="admin-access__text">
        {expired
          ? 'The admin panel could not confirm your sign-in. Sign in again to keep working.'
          : 'The admin panel is where editors write and publish posts, guides, topics and categories. Sign in with an admin account to use it.'}
      </p>
      <div className="admin-access__actions">
        {usesAccountChooser ? (
          <p className="admin-access__note">Sign in with the button at the top of the page to continue.</p>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void signInHere()} disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        )}
        {onRetry ? (
          <button type="button" className="button button--outline" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        <Link to="/" className="button button--ghost">
          Go to the home page
        </Link>
      </div>
    </AccessScreen>
  );
}
