import { useAuth, useToast } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Text } from '@livefully/web-kit/ui';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { AccessActions } from './access-actions';
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
      <Text as="p" color="gray" align="center">
        {expired
          ? 'The admin panel could not confirm your sign-in. Sign in again to keep working.'
          : 'The admin panel is where editors write and publish posts, guides, topics and categories. Sign in with an admin account to use it.'}
      </Text>
      {usesAccountChooser ? (
        <Text as="p" weight="bold" align="center">
          Sign in with the button at the top of the page to continue.
        </Text>
      ) : null}
      <AccessActions>
        {usesAccountChooser ? null : (
          <Button type="button" onClick={() => void signInHere()} disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        )}
        {onRetry ? (
          <Button type="button" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/">Go to the home page</Link>
        </Button>
      </AccessActions>
    </AccessScreen>
  );
}
