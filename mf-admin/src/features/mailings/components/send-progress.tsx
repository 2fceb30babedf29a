import type { Mailing } from '@livefully/contracts';
import { FormattedDate } from '@livefully/web-kit';
import { Flex, Text } from '@livefully/web-kit/ui';
import { useId } from 'react';
import './mailings.css';

/**
 * Where a send stands: a bar for the eye and the same numbers as text: delivered, pending,
 * failed, and the unsubscribes that came through this mailing's own links (nothing else is
 * counted: no opens, no clicks). The counts move every two seconds while it sends; only the
 * state line is a live region, so a screen reader hears that it finished, not every tick.
 */
export function SendProgress({ mailing }: { mailing: Mailing }) {
  const labelId = useId();
  const { total, sent, pending, failed, unsubscribed } = mailing.counts;
  const done = sent + failed;
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" weight="medium" role="status" id={labelId}>
        {mailing.status === 'sending' ? (
          `Sending to ${total} ${total === 1 ? 'subscriber' : 'subscribers'}…`
        ) : mailing.sentAt ? (
          <>
            Sent to {total} {total === 1 ? 'subscriber' : 'subscribers'} on <FormattedDate value={mailing.sentAt} />
          </>
        ) : (
          'Sent'
        )}
      </Text>
      <progress
        className={`send-progress__bar${failed > 0 ? ' send-progress__bar--failures' : ''}`}
        value={done}
        max={Math.max(total, 1)}
        aria-labelledby={labelId}
        aria-valuetext={`${done} of ${total} handled`}
      />
      <dl className="send-progress__counts" aria-label="Delivery counts">
        <dt>Delivered</dt>
        <dd>{sent}</dd>
        <dt>Pending</dt>
        <dd>{pending}</dd>
        <dt>Failed</dt>
        <dd>{failed}</dd>
        <dt>Unsubscribed</dt>
        <dd>{unsubscribed}</dd>
      </dl>
    </Flex>
  );
}
