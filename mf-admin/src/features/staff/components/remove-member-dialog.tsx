import type { StaffMember } from '@livefully/contracts';
import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { AlertDialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';
import { useRemoveMember } from '../api/staff-queries';
import { problemText } from './staff-roles';

type RemoveMemberDialogProps = {
  member: StaffMember | null;
  members: StaffMember[];
  onClose: () => void;
  onRemoved: (email: string) => void;
};

/** Removing someone keeps their posts: the dialog asks who takes them before it removes. */
export function RemoveMemberDialog({ member, members, onClose, onRemoved }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  const heirs = members.filter((each) => each.id !== member?.id && each.status === 'active');
  const [handTo, setHandTo] = useState('');
  const selectId = useId();
  const chosen = heirs.some((each) => each.id === handTo) ? handTo : (heirs[0]?.id ?? '');

  return (
    <AlertDialog.Root
      open={member !== null}
      onOpenChange={(open) => {
        if (open || remove.isPending) return;
        remove.reset();
        onClose();
      }}
    >
      <AlertDialog.Content maxWidth="30rem" className="admin-staff">
        <AlertDialog.Title>Remove {member?.email}?</AlertDialog.Title>
        <AlertDialog.Description size="2" color="gray">
          They can no longer enter the admin area. Their posts stay, and go to the member you choose.
        </AlertDialog.Description>
        <Flex direction="column" gap="2" mt="4">
          <label htmlFor={selectId}>
            <Text size="2" weight="medium">
              Hand their posts to
            </Text>
          </label>
          <select id={selectId} value={chosen} onChange={(event) => setHandTo(event.target.value)}>
            {heirs.map((each) => (
              <option key={each.id} value={each.id}>
                {each.email}
              </option>
            ))}
          </select>
          {remove.isError ? (
            <Text as="p" role="alert" color="red" size="2">
              {problemText(remove.error)}
            </Text>
          ) : null}
        </Flex>
        <Flex wrap="wrap" justify="end" gap="3" mt="5">
          <AlertDialog.Cancel>
            <Button type="button" variant="soft" color="gray" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button
            type="button"
            color="red"
            highContrast
            disabled={remove.isPending || !chosen}
            onClick={() =>
              member &&
              remove.mutate(
                { id: member.id, handTo: chosen },
                {
                  onSuccess: () => {
                    onRemoved(member.email);
                    remove.reset();
                    onClose();
                  },
                },
              )
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
