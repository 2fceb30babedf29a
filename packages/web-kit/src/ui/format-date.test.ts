import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('uses the short US format', () => {
    expect(formatDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31T09:30:00Z')).toBe('Dec 31, 2024');
  });

  it('reads the instant in UTC, so every visitor sees the same day', () => {
    expect(formatDate('2025-08-06T00:00:00.000Z')).toBe('Aug 6, 2025');
    expect(formatDate('2025-08-06T23:00:00-02:00')).toBe('Aug 7, 2025');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2023, 6, 14)))).toBe('Jul 14, 2023');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
