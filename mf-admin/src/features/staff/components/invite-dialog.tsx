import type { InvitableRole } from '@livefully/contracts';
import { Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent } from 'react';
import { useInvite } from '../api/staff-queries';
import { GIVABLE_ROLES, problemText, roleLabel } from './staff-roles';

/** Invite an address with a role: the link goes out by mail and works once, for 7 days. */
export function InviteDialog({ onInvited }: { onInvited: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('contributor');
  const invite = useInvite();
  const emailId = useId();
  const roleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          onInvited(email);
          setOpen(false);
          setEmail('');
          invite.reset();
        },
      },
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) invite.reset();
      }}
    >
      <Dialog.Trigger>
        <Button type="button">Invite someone</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="30rem" className="admin-staff">
        <Dialog.Title>Invite someone</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          They get an e-mail with a link that works once, for 7 days, signing in with Google with this address.
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3" mt="4">
            <label htmlFor={emailId}>
              <Text size="2" weight="medium">
                Email
              </Text>
            </label>
            <TextField.Root
              id={emailId}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <label htmlFor={roleId}>
              <Text size="2" weight="medium">
                Role
              </Text>
            </label>
            <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
              {GIVABLE_ROLES.map((each) => (
                <option key={each} value={each}>
                  {roleLabel(each)}
                </option>
              ))}
            </select>
            {invite.isError ? (
              <Text as="p" role="alert" color="red" size="2">
                {problemText(invite.error)}
              </Text>
            ) : null}
          </Flex>
          <Flex justify="end" gap="3" mt="5">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
