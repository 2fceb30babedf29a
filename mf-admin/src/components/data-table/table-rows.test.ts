import { describe, expect, it } from 'vitest';
import { filterRows } from './filter-rows';
import { sortRows } from './sort-rows';

const rows = [
  { title: 'Café Mornings', count: 10, updated: '2025-03-01' },
  { title: 'apple picking', count: 2, updated: '2025-05-01' },
  { title: 'Budget Travel 10', count: 0, updated: '' },
  { title: 'Budget Travel 2', count: 7, updated: '2025-01-01' },
];

describe('sortRows', () => {
  it('sorts text as people read it, ignoring letter case and reading numbers as numbers', () => {
    expect(sortRows(rows, (r) => r.title, 'ascending').map((r) => r.title)).toEqual([
      'apple picking',
      'Budget Travel 2',
      'Budget Travel 10',
      'Café Mornings',
    ]);
  });

  it('sorts numbers by size in both directions', () => {
    expect(sortRows(rows, (r) => r.count, 'descending').map((r) => r.count)).toEqual([10, 7, 2, 0]);
    expect(sortRows(rows, (r) => r.count, 'ascending').map((r) => r.count)).toEqual([0, 2, 7, 10]);
  });

  it('puts rows without a value last either way, and keeps ties in their order', () => {
    expect(sortRows(rows, (r) => r.updated, 'descending').map((r) => r.updated)).toEqual(['2025-05-01', '2025-03-01', '2025-01-01', '']);
    expect(sortRows(rows, (r) => r.updated, 'ascending').map((r) => r.updated)).toEqual(['2025-01-01', '2025-03-01', '2025-05-01', '']);
    expect(sortRows(rows, () => 1, 'descending')).toEqual(rows);
  });
});

describe('filterRows', () => {
  it('keeps rows holding every word, in any order, ignoring case and accents', () => {
    expect(filterRows(rows, 'cafe', (r) => r.title).map((r) => r.title)).toEqual(['Café Mornings']);
    expect(filterRows(rows, '  travel budget ', (r) => r.title)).toHaveLength(2);
    expect(filterRows(rows, 'travel 2', (r) => r.title).map((r) => r.title)).toEqual(['Budget Travel 2']);
    expect(filterRows(rows, 'nothing like this', (r) => r.title)).toEqual([]);
  });

  it('keeps every row for a blank query', () => {
    expect(filterRows(rows, '   ', (r) => r.title)).toEqual(rows);
  });
});
