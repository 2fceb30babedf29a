import type { Invitation } from '@livefully/contracts';
import { Button, Heading } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';
import '../../../components/data-table/data-table.css';
import { ColumnHeaders } from '../../../components/data-table/column-headers';
import { TableNotice } from '../../../components/data-table/table-notice';
import { DateCell } from '../../../components/ui/date-cell';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/staff-queries';
import { ChangeOutcome } from './change-outcome';
import { InviteDialog } from './invite-dialog';
import { roleLabel } from './staff-roles';

const STATE_LABEL: Record<Invitation['state'], string> = { pending: 'Pending', used: 'Accepted', revoked: 'Revoked', expired: 'Expired' };

/** Every invitation, newest first: a pending or expired one can be resent (a new link) or revoked. */
export function InvitationsTable() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [said, setSaid] = useState('');
  const headingId = useId();
  const failed = resend.error ?? revoke.error;

  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Invitations
      </Heading>
      <InviteDialog onInvited={(email) => setSaid(`Invitation sent to ${email}.`)} />
      <ChangeOutcome said={said} failed={failed} mt="2" />
      {invitations.status === 'pending' ? (
        <TableNotice role="status">Loading the invitations…</TableNotice>
      ) : invitations.status === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void invitations.refetch() }}>
          We couldn’t load the invitations.
        </TableNotice>
      ) : invitations.data.length === 0 ? (
        <TableNotice>No invitations yet.</TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">Invitations, newest first</caption>
          <ColumnHeaders names={['Email', 'Role', 'State', 'Expires', 'Actions']} />
          <Table.Body>
            {invitations.data.map((invitation) => {
              const open = invitation.state === 'pending' || invitation.state === 'expired';
              return (
                <Table.Row key={invitation.id}>
                  <Table.RowHeaderCell role="rowheader">{invitation.email}</Table.RowHeaderCell>
                  <Table.Cell role="cell">{roleLabel(invitation.role)}</Table.Cell>
                  <Table.Cell role="cell">{STATE_LABEL[invitation.state]}</Table.Cell>
                  <Table.Cell role="cell">{invitation.state === 'used' ? '—' : <DateCell value={invitation.expiresAt} />}</Table.Cell>
                  <Table.Cell role="cell">
                    {open ? (
                      <div className="admin-staff__actions">
                        <Button
                          type="button"
                          size="1"
                          variant="outline"
                          aria-label={`Resend the invitation to ${invitation.email}`}
                          disabled={resend.isPending}
                          onClick={() =>
                            resend.mutate(invitation.id, { onSuccess: () => setSaid(`Invitation sent again to ${invitation.email}.`) })
                          }
                        >
                          Resend
                        </Button>
                        <Button
                          type="button"
                          size="1"
                          variant="outline"
                          color="red"
                          aria-label={`Revoke the invitation to ${invitation.email}`}
                          disabled={revoke.isPending}
                          onClick={() =>
                            revoke.mutate(invitation.id, { onSuccess: () => setSaid(`Invitation to ${invitation.email} revoked.`) })
                          }
                        >
                          Revoke
                        </Button>
                      </div>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
