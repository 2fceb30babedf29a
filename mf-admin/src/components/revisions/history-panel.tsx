import { ErrorCode, type RevisionKind, type RevisionSummary } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Badge, Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { isAccessError, readApiProblem } from '../../lib/api-problem';
import { formatDateTime } from '../../lib/local-date-time';
import { useRestoreRevision, useRevisions } from '../../lib/revision-queries';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { CompareDialog } from './compare-dialog';
import { DroppedImagesNotice, type DroppedImages } from './dropped-images-notice';
import type { DisplayNames } from './text-diff';
import './revisions.css';

export type HistoryPanelProps<View extends { id: string; version: number }> = {
  kind: RevisionKind;
  noun: string;
  item: View;
  /** The editor has unsaved changes, which a restore replaces. */
  dirty: boolean;
  onRestored: (saved: View) => void;
  /** Names of the ids the kept fields hold (topics). */
  names?: DisplayNames | undefined;
};

const SOURCE: Record<RevisionSummary['source'], string> = {
  save: 'Saved',
  restore: 'Restored',
  baseline: 'Before history was kept',
  autosave: 'Autosave',
};

function whoOf(revision: RevisionSummary): string {
  return revision.actor ? (revision.actor.email ?? revision.actor.uid) : 'Unknown';
}

/**
 * An item's saved versions, newest first: who saved each and when, which one is live, a
 * comparison of any two, and a restore (a new save of an old version, after a confirm).
 */
export function HistoryPanel<View extends { id: string; version: number }>({
  kind,
  noun,
  item,
  dirty,
  onRestored,
  names,
}: HistoryPanelProps<View>) {
  const { toast } = useToast();
  const history = useRevisions(kind, item.id, item.version);
  const restore = useRestoreRevision<View>(kind, item.id);
  const [pair, setPair] = useState<[number, number] | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [dropped, setDropped] = useState<DroppedImages | null>(null);
  const saved = (history.data?.revisions ?? []).filter((revision) => revision.number !== null);
  const current = history.data?.currentVersion ?? item.version;
  const headingId = `history-${item.id}`;

  async function onRestore() {
    if (restoring === null) return;
    try {
      const { item: result, droppedImages } = await restore.mutateAsync({ number: restoring, version: item.version });
      const left = droppedImages.length;
      toast({
        title: `Version ${restoring} restored`,
        description:
          `It is now version ${result.version} of this ${noun}.` +
          (left ? ` ${left === 1 ? 'One image was' : `${left} images were`} left out: deleted from the media library since.` : ''),
      });
      setDropped(left ? { version: restoring, images: droppedImages } : null);
      onRestored(result);
    } catch (error) {
      if (!isAccessError(error)) {
        const problem = readApiProblem(error);
        const description =
          problem.code === ErrorCode.VersionConflict
            ? `Someone saved this ${noun} in the meantime: reload the page to see their version first.`
            : problem.message;
        toast({ title: 'Could not restore', description, variant: 'destructive' });
      }
    } finally {
      setRestoring(null);
    }
  }

  return (
    <>
      <Card size="2" asChild>
        <section aria-labelledby={headingId}>
          <Heading as="h2" size="4" mb="3" id={headingId}>
            History
          </Heading>
          {dropped ? <DroppedImagesNotice dropped={dropped} noun={noun} onDismiss={() => setDropped(null)} /> : null}
          {history.isPending ? <Text color="gray">Loading the history…</Text> : null}
          {history.isError ? <Text color="red">The history could not be loaded.</Text> : null}
          {history.data && saved.length === 0 ? (
            <Text as="p" size="2" color="gray">
              No versions kept yet: each save from now on is kept here.
            </Text>
          ) : null}
          <ol className="admin-history" aria-label={`Versions of this ${noun}, newest first`}>
            {saved.map((revision) => {
              const number = revision.number!;
              const isCurrent = number === current;
              return (
                <li key={revision.id}>
                  <Flex wrap="wrap" align="center" justify="between" gap="2" py="2">
                    <Flex direction="column" gap="1">
                      <Flex align="center" gap="2">
                        <Text weight="medium">Version {number}</Text>
                        {isCurrent ? <Badge color="green">Current</Badge> : null}
                      </Flex>
                      <Text size="1" color="gray">
                        {revision.source === 'restore' && revision.restoredFrom !== null
                          ? `Restored from version ${revision.restoredFrom}`
                          : SOURCE[revision.source]}
                        {revision.actor ? ` by ${whoOf(revision)}` : ''} · {formatDateTime(revision.at)}
                      </Text>
                    </Flex>
                    {isCurrent ? null : (
                      <Flex gap="2">
                        <Button type="button" size="1" variant="soft" onClick={() => setPair([number, current])}>
                          Compare<span className="visually-hidden"> version {number} with the current version</span>
                        </Button>
                        <Button type="button" size="1" variant="outline" onClick={() => setRestoring(number)}>
                          Restore<span className="visually-hidden"> version {number}</span>
                        </Button>
                      </Flex>
                    )}
                  </Flex>
                </li>
              );
            })}
          </ol>
        </section>
      </Card>
      <CompareDialog kind={kind} id={item.id} revisions={saved} pair={pair} onPairChange={setPair} names={names} />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore version ${restoring ?? ''}?`}
        description={`Its content is saved as version ${item.version + 1} of this ${noun}; the current version stays in the history.`}
        detail={dirty ? 'Your unsaved changes in the editor will be replaced.' : undefined}
        confirmLabel="Restore"
        busy={restore.isPending}
        busyLabel="Restoring…"
        onConfirm={() => void onRestore()}
      />
    </>
  );
}
