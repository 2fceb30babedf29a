import { useAuth, type ChosenAccount } from '@livefully/web-kit';
import { Avatar, Button, Skeleton } from '@livefully/web-kit/ui';
import { lazy, Suspense, useState } from 'react';
import { rememberAccount } from './recent-accounts';
import { useAuthActions } from './use-auth-actions';

// The avatar menu and the account chooser are a dropdown and a dialog: their code (and Radix's
// widgets) loads when someone is signed in or opens the chooser, never for a new reader.
const AvatarMenu = lazy(() =>
  import(/* webpackChunkName: "avatar-menu" */ './avatar-menu').then(({ AvatarMenu }) => ({ default: AvatarMenu })),
);
const AccountChooser = lazy(() =>
  import(/* webpackChunkName: "account-chooser" */ './account-chooser').then(({ AccountChooser }) => ({ default: AccountChooser })),
);

/** The avatar's room, pulsing, while the session is being read or the menu's code loads. */
function AuthPlaceholder() {
  return (
    <span role="status">
      <Skeleton>
        <Avatar size="2" radius="full" fallback="" />
      </Skeleton>
      <span className="visually-hidden">Checking sign-in</span>
    </span>
  );
}

/** docs/requirements.md#r-auth-control: a pulsing placeholder, then Sign In, or the avatar menu. */
export function AuthControl() {
  const { user, loading, usesAccountChooser } = useAuth();
  const { signingIn, signIn, signOut } = useAuthActions();
  const [choosing, setChoosing] = useState(false);
  // Mounted from the first opening on, so that the dialog can animate its closing.
  const [chooserOpened, setChooserOpened] = useState(false);
  // signIn and signOut report their failures in a toast and never reject: nothing to catch.

  if (loading) return <AuthPlaceholder />;
  if (user) {
    return (
      <Suspense fallback={<AuthPlaceholder />}>
        <AvatarMenu user={user} onSignOut={() => void signOut()} />
      </Suspense>
    );
  }

  async function choose(account: ChosenAccount) {
    if (await signIn(account)) {
      rememberAccount(account);
      setChoosing(false);
    }
  }

  function openChooser() {
    setChooserOpened(true);
    setChoosing(true);
  }

  return (
    <>
      <Button disabled={signingIn} onClick={() => (usesAccountChooser ? openChooser() : void signIn())}>
        {signingIn ? 'Signing in...' : 'Sign In'}
      </Button>
      {usesAccountChooser && chooserOpened && (
        <Suspense fallback={null}>
          <AccountChooser
            open={choosing}
            busy={signingIn}
            onChoose={(account) => void choose(account)}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
