import type { BoundOperation } from '@livefully/contracts';

/** JSON with every object's keys sorted, so that equal messages give equal keys whatever their order. */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/** An operation's answer to one validated message: the operation's name and the message. */
export function cacheKey(op: Pick<BoundOperation, 'name'>, message: unknown): string {
  return `${op.name}:${stableJson(message)}`;
}
