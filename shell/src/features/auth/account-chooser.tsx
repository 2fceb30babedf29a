import type { ChosenAccount } from '@livefully/web-kit';
import { Button, Flex, IslandTheme, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent } from 'react';
import { RecentAccounts } from './recent-account-list';

interface AccountChooserProps {
  open: boolean;
  busy: boolean;
  onChoose(account: ChosenAccount): void;
  onClose(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Embedded mode only: Google's popup cannot open offline, so the visitor picks or types a
 * test account, which signs in to the Auth Emulator as a Google user.
 */
export function AccountChooser({ open, busy, onChoose, onClose }: AccountChooserProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const ids = { name: useId(), email: useId(), error: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const account = { name: name.trim(), email: email.trim().toLowerCase() };
    if (!account.name) return setError('Enter a name for the test account.');
    if (!EMAIL.test(account.email)) return setError('Enter a valid e-mail address.');
    setError(undefined);
    onChoose(account);
  }

  return (
    <IslandTheme>
      <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
        <Dialog.Content maxWidth="420px">
          <Dialog.Title>Sign in with Google</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="4">
            This site runs on a local test sign-in. Choose a test account, or add one.
          </Dialog.Description>
          <RecentAccounts busy={busy} onChoose={onChoose} />
          <Flex asChild direction="column" gap="2">
            <form onSubmit={submit} noValidate>
              <Text as="label" size="2" weight="medium" htmlFor={ids.name}>
                Name
              </Text>
              <TextField.Root id={ids.name} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
              <Text as="label" size="2" weight="medium" htmlFor={ids.email}>
                E-mail
              </Text>
              <TextField.Root
                id={ids.email}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
              {error && (
                <Text id={ids.error} color="red" size="1" role="alert">
                  {error}
                </Text>
              )}
              <Flex justify="end" gap="3" mt="3">
                <Button type="button" variant="soft" color="gray" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? 'Signing in...' : 'Continue'}
                </Button>
              </Flex>
            </form>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </IslandTheme>
  );
}
