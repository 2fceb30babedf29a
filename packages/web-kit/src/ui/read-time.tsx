/** docs/requirements.md#r-read-time: read time shows as '{n} min read'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

export function ReadTime({ minutes, className }: { minutes: number; className?: string }) {
  return <span className={className}>{formatReadTime(minutes)}</span>;
}
