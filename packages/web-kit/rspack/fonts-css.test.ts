import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACES, FACES_CSS, FONTS_CSS, SUBSETS, facesCss, fontsCss } from './fonts-css.mjs';

describe('the committed font stylesheets', () => {
  it('are what fonts-css.mjs writes (run it after changing a face, a subset or a metric)', () => {
    expect(readFileSync(FONTS_CSS, 'utf8')).toBe(fontsCss());
    expect(readFileSync(FACES_CSS, 'utf8')).toBe(facesCss());
  });
});

describe('fontsCss', () => {
  const css = fontsCss();

  it('declares each fallback twice, regular over the system regular and bold over the system bold', () => {
    for (const { family } of FACES) {
      const rules = css.split('@font-face').filter((rule) => rule.includes(`'${family} Fallback'`));
      expect(rules.map((rule) => /font-weight: (\d+)/.exec(rule)?.[1] ?? '400')).toEqual(['400', '700']);
      expect(rules[1]).toMatch(/local\('[^']+ Bold'\)/);
    }
  });

  it('sizes and spaces every fallback, from local fonts only', () => {
    const rules = css.split('@font-face').slice(1);
    expect(rules).toHaveLength(4);
    for (const rule of rules) {
      for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
        expect(rule).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
      expect(rule).not.toContain('url(');
    }
  });
});

describe('facesCss', () => {
  const css = facesCss();

  it('declares the latin and latin-ext files of each face, each with its unicode-range, swapped in', () => {
    const files = [...css.matchAll(/url\('([^']+)'\)/g)].map(([, file]) => file!.replace(/^.*\//, ''));
    expect(files).toEqual(
      FACES.flatMap(({ fontsource }) => SUBSETS.map((subset) => `${fontsource.split('/')[1]}-${subset}-wght-normal.woff2`)),
    );
    const rules = css.split('@font-face').slice(1);
    for (const rule of rules) {
      expect(rule).toMatch(/unicode-range: U\+/);
      expect(rule).toContain('font-display: swap');
    }
  });
});
