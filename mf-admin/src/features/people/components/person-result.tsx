import { useToast } from '@livefully/web-kit';
import { Button, Card, Flex, Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import { useErasePerson, useExportPerson, usePerson } from '../api/people-queries';
import { PersonRecord } from './person-record';

/** What the lookup found: the record, nothing, or a failure to try again; with export and erasure. */
export function PersonResult({ email, onErased }: { email: string; onErased: () => void }) {
  const { toast } = useToast();
  const person = usePerson(email);
  const exporting = useExportPerson();
  const erasing = useErasePerson();
  const [confirmErase, setConfirmErase] = useState(false);

  const onExport = () =>
    exporting.mutate(email, {
      onSuccess: (filename) => toast({ title: 'Export ready', description: `${filename} has been downloaded.` }),
      onError: (error) =>
        isAccessError(error) || toast({ title: 'Could not export', description: readApiProblem(error).message, variant: 'destructive' }),
    });

  const onErase = () =>
    erasing.mutate(email, {
      onSuccess: () => {
        setConfirmErase(false);
        onErased();
        toast({ title: 'Address erased', description: `Nothing is kept about ${email} any more.` });
      },
      onError: (error) => {
        setConfirmErase(false);
        if (!isAccessError(error)) toast({ title: 'Could not erase', description: readApiProblem(error).message, variant: 'destructive' });
      },
    });

  if (person.isPending) {
    return (
      <Text as="p" size="2" color="gray" role="status">
        Looking up {email}…
      </Text>
    );
  }
  if (person.isError) {
    return (
      <Card size="3" role="alert">
        <Flex direction="column" gap="3" align="start">
          <Text as="p">We couldn’t look up {email}.</Text>
          <Button type="button" variant="soft" onClick={() => void person.refetch()}>
            Try again
          </Button>
        </Flex>
      </Card>
    );
  }
  if (person.data === null) {
    return (
      <Card size="3" role="status">
        <Text as="p">
          Nothing is kept about <strong className="person__address">{email}</strong>.
        </Text>
      </Card>
    );
  }
  const contactMessages = person.data.contactMessages;
  return (
    <>
      <PersonRecord person={person.data} onExport={onExport} exporting={exporting.isPending} onErase={() => setConfirmErase(true)} />
      <ConfirmDialog
        open={confirmErase}
        onOpenChange={setConfirmErase}
        title={`Erase ${email}?`}
        description={`Everything kept about ${email} is deleted: its subscriptions, their history, the mailings' delivery records and ${
          contactMessages === 1 ? '1 contact message' : `${contactMessages} contact messages`
        }.`}
        detail="This cannot be undone. The audit log keeps that an address was erased, by whom and when, but not the address."
        confirmLabel={`Erase ${email}`}
        tone="danger"
        busy={erasing.isPending}
        busyLabel="Erasing..."
        onConfirm={onErase}
      />
    </>
  );
}
