import { describe, expect, it } from 'vitest';
import { cspWithInlineSources, parseInlineSources } from './inline-sources.js';

const A = `'sha256-${'A'.repeat(43)}='`;
const B = `'sha256-${'b'.repeat(42)}+='`;
const CSP = "default-src 'self';script-src 'self';style-src 'self' 'sha256-x';style-src-attr 'unsafe-inline';img-src 'self'";

describe('a page’s inline sources', () => {
  it('reads the hashes the renderer names, by kind', () => {
    expect(parseInlineSources(`style ${A} ${B}; script ${B}`)).toEqual({ style: [A, B], script: [B] });
    expect(parseInlineSources(`style ${A}`)).toEqual({ style: [A], script: [] });
    expect(parseInlineSources(null)).toBeUndefined();
  });

  it('refuses anything but sha256 hashes of styles and scripts', () => {
    for (const header of [
      "style 'unsafe-inline'",
      `style ${A}; style ${B}`,
      `img ${A}`,
      'style',
      `script ${A} https://elsewhere.example`,
      `style ${A.replace("'", '')}`,
      `style ${Array.from({ length: 17 }, () => A).join(' ')}`,
    ])
      expect(() => parseInlineSources(header), header).toThrow();
  });

  it('adds them to style-src and script-src alone, leaving every other directive as it is', () => {
    expect(cspWithInlineSources(CSP, { style: [A, B], script: [B] })).toBe(
      `default-src 'self';script-src 'self' ${B};style-src 'self' 'sha256-x' ${A} ${B};style-src-attr 'unsafe-inline';img-src 'self'`,
    );
    expect(cspWithInlineSources(CSP, undefined)).toBe(CSP);
  });
});
