import type { RevisionKind, RevisionSummary } from '@livefully/contracts';
import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId } from 'react';
import { useRevision } from '../../lib/revision-queries';
import { FieldDiff } from './field-diff';
import { labelOf, REVISION_FIELDS } from './field-labels';
import { changedFields, type DisplayNames } from './text-diff';

type CompareDialogProps = {
  kind: RevisionKind;
  id: string;
  revisions: RevisionSummary[];
  /** The two versions compared, older first; null when closed. */
  pair: [number, number] | null;
  onPairChange: (pair: [number, number] | null) => void;
  names?: DisplayNames | undefined;
};

function VersionSelect({
  label,
  value,
  numbers,
  onChange,
}: {
  label: string;
  value: number;
  numbers: number[];
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <label htmlFor={id}>
        <Text size="2" weight="medium">
          {label}
        </Text>
      </label>
      <select id={id} className="admin-native-select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {numbers.map((number) => (
          <option key={number} value={number}>
            Version {number}
          </option>
        ))}
      </select>
    </Flex>
  );
}

/** Two versions of an item side by side in time: every field that differs, as an inline diff. */
export function CompareDialog({ kind, id, revisions, pair, onPairChange, names }: CompareDialogProps) {
  const numbers = revisions.flatMap((revision) => (revision.number === null ? [] : [revision.number]));
  const [from, to] = pair ?? [0, 0];
  const a = useRevision(kind, id, pair ? from : null);
  const b = useRevision(kind, id, pair ? to : null);
  const fields = a.data && b.data ? changedFields(a.data.content, b.data.content, REVISION_FIELDS[kind]) : null;
  return (
    <Dialog.Root open={pair !== null} onOpenChange={(open) => !open && onPairChange(null)}>
      <Dialog.Content maxWidth="56rem">
        <Dialog.Title>Compare versions</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          What changed from one version to the other, field by field.
        </Dialog.Description>
        <Flex wrap="wrap" gap="4" my="4">
          <VersionSelect label="From" value={from} numbers={numbers} onChange={(n) => onPairChange([n, to])} />
          <VersionSelect label="To" value={to} numbers={numbers} onChange={(n) => onPairChange([from, n])} />
        </Flex>
        <Flex direction="column" gap="4" role="region" aria-label={`Changes from version ${from} to version ${to}`} aria-busy={!fields}>
          {a.isError || b.isError ? <Text color="red">These versions could not be loaded.</Text> : null}
          {fields === null && !a.isError && !b.isError ? <Text color="gray">Loading…</Text> : null}
          {fields?.length === 0 ? <Text color="gray">These versions have the same content.</Text> : null}
          {fields?.map((field) => (
            <FieldDiff key={field} label={labelOf(field)} before={a.data!.content[field]} after={b.data!.content[field]} names={names} />
          ))}
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
