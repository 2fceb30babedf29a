import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../lib/local-date-time';
import { FieldDiff } from './field-diff';
import { labelOf } from './field-labels';
import type { DisplayNames } from './text-diff';
import { defaultChoices, mergeValues, threeWayMerge, type MergeChoice, type MergeChoices } from './merge';
import './revisions.css';

/** A refused save: the version the edit was based on, the one saved since, and the editor's values. */
export type EditConflict<V extends object> = {
  base: V;
  theirs: V;
  mine: V;
  basedOnVersion: number;
  current: { version: number; updatedAt: string };
};

type ConflictDialogProps<V extends object> = {
  noun: string;
  conflict: EditConflict<V> | null;
  fields: readonly string[];
  /** Puts the merged values in the editor, now based on the version saved since. */
  onMerge: (merged: V) => void;
  /** Saves the editor's values over the version saved since, knowingly. */
  onOverwrite: () => void;
  onCancel: () => void;
  busy: boolean;
  /** Names of the ids the fields hold (category, topics). */
  names?: DisplayNames;
};

function MergeField({
  merge,
  choice,
  onChoose,
  names,
}: {
  merge: ReturnType<typeof threeWayMerge>[number];
  choice: MergeChoice;
  onChoose: (choice: MergeChoice) => void;
  names: DisplayNames | undefined;
}) {
  const label = labelOf(merge.field);
  const name = `merge-${merge.field}`;
  return (
    <fieldset className="admin-merge-field">
      <legend>
        {label}
        {merge.conflict ? ' (changed by both)' : merge.theirsChanged ? ' (changed by them)' : ' (changed by you)'}
      </legend>
      <Flex direction="column" gap="3">
        {merge.theirsChanged ? <FieldDiff label="Their change" before={merge.base} after={merge.theirs} names={names} /> : null}
        {merge.mineChanged ? <FieldDiff label="Your change" before={merge.base} after={merge.mine} names={names} /> : null}
        <Flex gap="4" wrap="wrap">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <input type="radio" name={name} value="mine" checked={choice === 'mine'} onChange={() => onChoose('mine')} />
              Keep mine
            </Flex>
          </Text>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <input type="radio" name={name} value="theirs" checked={choice === 'theirs'} onChange={() => onChoose('theirs')} />
              Take theirs
            </Flex>
          </Text>
        </Flex>
      </Flex>
    </fieldset>
  );
}

/**
 * Shown when a save is refused because someone saved the item since the edit began: what they
 * changed and what the editor changed, field by field, to merge (keep mine or take theirs per
 * field) or to overwrite their version knowingly.
 */
export function ConflictDialog<V extends object>(props: ConflictDialogProps<V>) {
  const { conflict } = props;
  return (
    <Dialog.Root open={conflict !== null} onOpenChange={(open) => !open && !props.busy && props.onCancel()}>
      {conflict ? <ConflictContent {...props} conflict={conflict} /> : null}
    </Dialog.Root>
  );
}

function ConflictContent<V extends object>({
  noun,
  conflict,
  fields,
  onMerge,
  onOverwrite,
  onCancel,
  busy,
  names,
}: ConflictDialogProps<V> & { conflict: EditConflict<V> }) {
  const merges = useMemo(() => threeWayMerge(conflict.base, conflict.theirs, conflict.mine, fields), [conflict, fields]);
  const [choices, setChoices] = useState<MergeChoices>(() => defaultChoices(merges));
  return (
    <Dialog.Content maxWidth="56rem">
      <Dialog.Title>Someone else saved this {noun}</Dialog.Title>
      <Dialog.Description size="2" color="gray">
        Version {conflict.current.version} was saved {formatDateTime(conflict.current.updatedAt)} while you were editing version{' '}
        {conflict.basedOnVersion}. Choose what to keep for each field, then save; or save yours over theirs.
      </Dialog.Description>
      <Flex direction="column" gap="4" mt="4">
        {merges.length === 0 ? (
          <Text as="p" size="2">
            Your fields and theirs are the same: merging changes nothing.
          </Text>
        ) : null}
        {merges.map((merge) => (
          <MergeField
            key={merge.field}
            merge={merge}
            names={names}
            choice={choices[merge.field] ?? 'theirs'}
            onChoose={(choice) => setChoices((current) => ({ ...current, [merge.field]: choice }))}
          />
        ))}
      </Flex>
      <Flex wrap="wrap" justify="end" gap="3" mt="5">
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
          Keep editing
        </Button>
        <Button type="button" variant="outline" color="red" onClick={onOverwrite} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Overwrite with mine'}
        </Button>
        <Button type="button" onClick={() => onMerge(mergeValues(conflict.theirs, conflict.mine, choices))} disabled={busy}>
          Use merged version
        </Button>
      </Flex>
    </Dialog.Content>
  );
}
