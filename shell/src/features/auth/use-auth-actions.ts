import { useAuth, useToast, type ChosenAccount } from '@livefully/web-kit';
import { useState } from 'react';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** Sign-in and sign-out with the toasts of docs/requirements.md#r-errors. */
export function useAuthActions() {
  const { signIn, signOut } = useAuth();
  const { toast } = useToast();
  const [signingIn, setSigningIn] = useState(false);

  async function signInWithToast(account?: ChosenAccount): Promise<boolean> {
    setSigningIn(true);
    try {
      await signIn(account);
      toast({ title: 'Welcome!', description: "You've successfully signed in." });
      return true;
    } catch (error) {
      toast({ title: 'Sign-in Failed', description: messageOf(error) ?? 'Failed to sign in. Please try again.', variant: 'destructive' });
      return false;
    } finally {
      setSigningIn(false);
    }
  }

  async function signOutWithToast(): Promise<void> {
    try {
      await signOut();
      toast({ title: 'Signed Out', description: "You've been successfully signed out." });
    } catch (error) {
      toast({ title: 'Sign-out Failed', description: messageOf(error) ?? 'Failed to sign out. Please try again.', variant: 'destructive' });
    }
  }

  return { signingIn, signIn: signInWithToast, signOut: signOutWithToast };
}
