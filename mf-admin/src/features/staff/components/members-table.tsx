import type { InvitableRole, StaffMember, StaffRole } from '@livefully/contracts';
import { Button, Heading, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';
import '../../../components/data-table/data-table.css';
import { ColumnHeaders } from '../../../components/data-table/column-headers';
import { TableNotice } from '../../../components/data-table/table-notice';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { DateCell } from '../../../components/ui/date-cell';
import { useStaffMembers, useTransferOwnership, useUpdateMember } from '../api/staff-queries';
import { ChangeOutcome } from './change-outcome';
import { RemoveMemberDialog } from './remove-member-dialog';
import { GIVABLE_ROLES, roleLabel } from './staff-roles';
import './staff.css';

/**
 * Every member: their role (a select), status, since when, and what may be done to them. The
 * owner's row offers nothing: the owner is never demoted, suspended or removed (the server
 * refuses too); only the owner may hand the role to another active member.
 */
export function MembersTable({ myRole }: { myRole: StaffRole | null | undefined }) {
  const members = useStaffMembers();
  const update = useUpdateMember();
  const transfer = useTransferOwnership();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [heir, setHeir] = useState<StaffMember | null>(null);
  const [said, setSaid] = useState('');
  const headingId = useId();
  const failed = update.error ?? transfer.error;

  return (
    <section className="admin-table-section admin-staff" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Members
      </Heading>
      <ChangeOutcome said={said} failed={failed} />
      {members.status === 'pending' ? (
        <TableNotice role="status">Loading the staff…</TableNotice>
      ) : members.status === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void members.refetch() }}>
          We couldn’t load the staff.
        </TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">Staff members, the owner first</caption>
          <ColumnHeaders names={['Email', 'Role', 'Status', 'Since', 'Actions']} />
          <Table.Body>
            {members.data.map((member) => {
              const owner = member.role === 'owner';
              const active = member.status === 'active';
              return (
                <Table.Row key={member.id}>
                  <Table.RowHeaderCell role="rowheader">{member.email}</Table.RowHeaderCell>
                  <Table.Cell role="cell">
                    {owner ? (
                      'Owner'
                    ) : (
                      <select
                        aria-label={`Role of ${member.email}`}
                        value={member.role}
                        disabled={update.isPending}
                        onChange={(event) =>
                          update.mutate(
                            { id: member.id, role: event.target.value as InvitableRole },
                            { onSuccess: () => setSaid(`${member.email} is now ${event.target.value}.`) },
                          )
                        }
                      >
                        {GIVABLE_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {roleLabel(role)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Table.Cell>
                  <Table.Cell role="cell">{active ? 'Active' : 'Suspended'}</Table.Cell>
                  <Table.Cell role="cell">
                    <DateCell value={member.since} />
                  </Table.Cell>
                  <Table.Cell role="cell">
                    {owner ? (
                      <Text size="2" color="gray">
                        The owner
                      </Text>
                    ) : (
                      <div className="admin-staff__actions">
                        <Button
                          type="button"
                          size="1"
                          variant="outline"
                          aria-label={`${active ? 'Suspend' : 'Reactivate'} ${member.email}`}
                          disabled={update.isPending}
                          onClick={() =>
                            update.mutate(
                              { id: member.id, status: active ? 'suspended' : 'active' },
                              { onSuccess: () => setSaid(`${member.email} ${active ? 'suspended' : 'reactivated'}.`) },
                            )
                          }
                        >
                          {active ? 'Suspend' : 'Reactivate'}
                        </Button>
                        <Button
                          type="button"
                          size="1"
                          variant="outline"
                          color="red"
                          aria-label={`Remove ${member.email}`}
                          onClick={() => setRemoving(member)}
                        >
                          Remove
                        </Button>
                        {myRole === 'owner' && active ? (
                          <Button
                            type="button"
                            size="1"
                            variant="outline"
                            aria-label={`Make owner: ${member.email}`}
                            onClick={() => setHeir(member)}
                          >
                            Make owner
                          </Button>
                        ) : null}
                      </div>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      <RemoveMemberDialog
        member={removing}
        members={members.data ?? []}
        onClose={() => setRemoving(null)}
        onRemoved={(email) => setSaid(`${email} removed.`)}
      />
      <ConfirmDialog
        open={heir !== null}
        onOpenChange={(open) => !open && setHeir(null)}
        title="Transfer the ownership?"
        description={`${heir?.email ?? ''} becomes the owner, and you become an administrator. Only they can give it back.`}
        confirmLabel="Make them the owner"
        busy={transfer.isPending}
        busyLabel="Transferring…"
        onConfirm={() =>
          heir &&
          transfer.mutate(heir.id, {
            onSuccess: () => {
              setSaid(`${heir.email} is now the owner.`);
              setHeir(null);
              // The admin area knows your role from the session: a full load asks again.
              window.location.reload();
            },
          })
        }
      />
    </section>
  );
}
