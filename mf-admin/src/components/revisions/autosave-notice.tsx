import { Button, Callout, Flex } from '@livefully/web-kit/ui';
import { formatDateTime } from '../../lib/local-date-time';
import type { AutosaveOffer } from './use-autosave';

/** Offers back the unsaved changes an earlier visit (a reload, a crash) left behind. */
export function AutosaveNotice<V>({
  offer,
  noun,
  onRestore,
  onDiscard,
}: {
  offer: AutosaveOffer<V> | null;
  noun: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!offer) return null;
  return (
    <Callout.Root color="amber" mb="4" role="region" aria-label="Unsaved changes found">
      <Callout.Text>
        Unsaved changes to this {noun} from {formatDateTime(offer.at)} were kept{' '}
        {offer.where === 'device' ? 'on this device' : 'on the server'}.
      </Callout.Text>
      <Flex gap="2" wrap="wrap">
        <Button type="button" size="1" onClick={onRestore}>
          Restore unsaved changes
        </Button>
        <Button type="button" size="1" variant="soft" color="gray" onClick={onDiscard}>
          Discard them
        </Button>
      </Flex>
    </Callout.Root>
  );
}
