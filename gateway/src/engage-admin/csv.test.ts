import { describe, expect, it } from 'vitest';
import { attachment, csvCell, csvFilename, toCsv } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
  ])('quotes %j as RFC 4180 asks', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('defuses a cell a spreadsheet would run: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('only looks at the first character', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ada+news@example.com')).toBe('ada+news@example.com');
  });
});

describe('toCsv', () => {
  it('writes a header row and CRLF-terminated records', () => {
    expect(
      toCsv(
        ['email', 'subscribed_at'],
        [
          ['a@b.co', '2026-01-01T00:00:00.000Z'],
          ['x,y@b.co', null],
        ],
      ),
    ).toBe('email,subscribed_at\r\na@b.co,2026-01-01T00:00:00.000Z\r\n"x,y@b.co",\r\n');
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});

describe('csvFilename and attachment', () => {
  it('names the file after the UTC day', () => {
    expect(csvFilename('newsletter-subscribers', new Date('2026-11-22T23:30:00Z'))).toBe('newsletter-subscribers-2026-11-22.csv');
    expect(attachment('a.csv')).toBe('attachment; filename="a.csv"');
  });
});
