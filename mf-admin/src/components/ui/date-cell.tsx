import { formatDate } from '@livefully/web-kit';
import { Text } from '@livefully/web-kit/ui';
import { formatDateTime } from '../../lib/local-date-time';

/** A short date, with the full date and time on hover and for the machine. */
export function DateCell({ value }: { value: string }) {
  if (!value) return <Text color="gray">—</Text>;
  return (
    <Text asChild wrap="nowrap">
      <time dateTime={value} title={formatDateTime(value)}>
        {formatDate(value)}
      </time>
    </Text>
  );
}
