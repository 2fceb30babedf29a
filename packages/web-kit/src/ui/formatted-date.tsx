import { formatDate } from './format-date';

export function FormattedDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value)}
    </time>
  );
}
