/**
 * CSV as RFC 4180 writes it: CRLF between records, a field in double quotes when it holds a
 * quote, a comma or a line break, and a quote doubled inside. A cell that a spreadsheet would
 * read as a formula (= + - @, and tab or CR, which some read the same way) gets a leading
 * apostrophe: the addresses and names come from anonymous visitors (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'newsletter-subscribers-2026-11-22.csv': the UTC day of the export. */
export function csvFilename(stem: string, at: Date = new Date()): string {
  return `${stem}-${at.toISOString().slice(0, 10)}.csv`;
}

/** The header value for a download; the stem is ours (letters, digits, hyphens), so no escaping is needed. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}
