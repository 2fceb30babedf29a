const SHORT_US_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // Dates are stored as instants in UTC; reading them in UTC keeps the editor's calendar day.
  timeZone: 'UTC',
});

/** docs/requirements.md#r-dates: short US format, e.g. 'Jan 5, 2025'. An unreadable date is shown as it came. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : SHORT_US_DATE.format(date);
}
