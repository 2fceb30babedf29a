import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormattedDate } from './formatted-date';
import { formatReadTime, ReadTime } from './read-time';

describe('read time', () => {
  it("reads '{n} min read'", () => {
    expect(formatReadTime(5)).toBe('5 min read');
    expect(formatReadTime(1)).toBe('1 min read');
    expect(renderToStaticMarkup(<ReadTime minutes={12} />)).toBe('<span>12 min read</span>');
  });
});

describe('FormattedDate', () => {
  it('renders a machine-readable time element', () => {
    expect(renderToStaticMarkup(<FormattedDate value="2025-01-05T10:00:00Z" />)).toBe(
      '<time dateTime="2025-01-05T10:00:00Z">Jan 5, 2025</time>',
    );
  });
});
