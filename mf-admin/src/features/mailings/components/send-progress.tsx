import type { Mailing } from '@livefully/contracts';
import { FormattedDate } from '@livefully/web-kit';
import { DataList, Flex, Progress, Text } from '@livefully/web-kit/ui';
import { useId } from 'react';

/**
 * Where a send stands: a bar for the eye and the same numbers as text. The counts move every
 * two seconds while it sends; only the state line is a live region, so a screen reader hears
 * that it finished, not every tick.
 */
export function SendProgress({ mailing }: { mailing: Mailing }) {
  const labelId = useId();
  const { total, sent, pending, failed } = mailing.counts;
  const done = sent + failed;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
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
      <Progress
        value={percent}
        max={100}
        size="3"
        color={failed > 0 ? 'amber' : undefined}
        aria-labelledby={labelId}
        aria-valuetext={`${done} of ${total} handled`}
      />
      <DataList.Root orientation="horizontal" size="2" aria-label="Delivery counts">
        <DataList.Item>
          <DataList.Label minWidth="5rem">Sent</DataList.Label>
          <DataList.Value>{sent}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="5rem">Pending</DataList.Label>
          <DataList.Value>{pending}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="5rem">Failed</DataList.Label>
          <DataList.Value>{failed}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Flex>
  );
}
