/** Lower case without accents, so "cafe" finds "Café". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Rows whose text holds every word of the query, in any order; a blank query keeps them all. */
export function filterRows<T>(rows: readonly T[], query: string, textOf: (row: T) => string): T[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = normalizeText(textOf(row));
    return words.every((word) => text.includes(word));
  });
}
