import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-date-time';

describe('datetime-local values', () => {
  it('reads an ISO instant in the local zone and writes it back with the offset', () => {
    const local = toLocalInput('2025-07-05T09:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const iso = fromLocalInput(local);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).toISOString()).toBe('2025-07-05T09:30:00.000Z');
  });

  it('turns a blank or broken value into an empty string', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('2025-13-45T99:99')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
