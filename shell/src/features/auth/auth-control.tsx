import { useAuth, type ChosenAccount } from '@livefully/web-kit';
import { Avatar, Button, Skeleton } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { AccountChooser } from './account-chooser';
import { AvatarMenu } from './avatar-menu';
import { rememberAccount } from './recent-accounts';
import { useAuthActions } from './use-auth-actions';

/** SPEC §4 auth control: a pulsing placeholder, then Sign In, or the avatar menu. */
export function AuthControl() {
  const { user, loading, usesAccountChooser } = useAuth();
  const { signingIn, signIn, signOut } = useAuthActions();
  const [choosing, setChoosing] = useState(false);

  if (loading) {
    return (
      <span role="status">
        <Skeleton>
          <Avatar size="2" radius="full" fallback="" />
        </Skeleton>
        <span className="visually-hidden">Checking sign-in</span>
      </span>
    );
  }
  if (user) return <AvatarMenu user={user} onSignOut={signOut} />;

  async function choose(account: ChosenAccount) {
    if (await signIn(account)) {
      rememberAccount(account);
      setChoosing(false);
    }
  }

  return (
    <>
      <Button disabled={signingIn} onClick={() => (usesAccountChooser ? setChoosing(true) : void signIn())}>
        {signingIn ? 'Signing in...' : 'Sign In'}
      </Button>
      {usesAccountChooser && <AccountChooser open={choosing} busy={signingIn} onChoose={choose} onClose={() => setChoosing(false)} />}
    </>
  );
}
