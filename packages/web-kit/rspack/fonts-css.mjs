// @ts-check
/**
 * The site's two faces (docs/typography.md) as two stylesheets of web-kit, written from the font
 * packages and their metrics:
 *
 *   node packages/web-kit/rspack/fonts-css.mjs
 *
 * - `src/styles/fonts.css`, part of the render-blocking stylesheet: each face's fallback, a local
 *   system font sized and spaced like the face (`size-adjust` on the average character width, the
 *   ascent, descent and line gap overridden), so text painted before the face arrives takes the
 *   room it will take in the face. Declared twice per face: regular over the system regular and
 *   bold (700) over the system bold, whose widths differ from the regular's in another ratio than
 *   the face's do.
 * - `src/styles/faces.css`, its own sheet that no paint waits for (the shell's font-faces-plugin):
 *   the faces themselves, the latin and latin-ext files only, each with its unicode-range, swapped
 *   in when they arrive.
 *
 * fonts-css.test.ts fails when the committed files differ from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import fraunces from '@capsizecss/metrics/fraunces';
import frauncesBold from '@capsizecss/metrics/fraunces/700';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import sourceSans3Bold from '@capsizecss/metrics/sourceSans3/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';

const require = createRequire(import.meta.url);
const STYLES = path.resolve(import.meta.dirname, '../src/styles');

/** The subsets of the site's languages (English, and names and places in other Latin scripts). */
export const SUBSETS = ['latin-ext', 'latin'];

/**
 * Each face: its family, its package's weight-axis stylesheet, and per weight the face's metrics
 * and the system font's it falls back on. Liberation Serif and Sans have Times New Roman's and
 * Arial's widths, so the same overrides serve Linux.
 */
export const FACES = [
  {
    family: 'Fraunces',
    fontsource: '@fontsource-variable/fraunces',
    weights: [
      { weight: 400, face: fraunces, system: timesNewRoman, also: ['Liberation Serif'] },
      { weight: 700, face: frauncesBold, system: timesNewRomanBold, also: ['Liberation Serif Bold'] },
    ],
  },
  {
    family: 'Source Sans 3',
    fontsource: '@fontsource-variable/source-sans-3',
    weights: [
      { weight: 400, face: sourceSans3, system: arial, also: ['Liberation Sans'] },
      { weight: 700, face: sourceSans3Bold, system: arialBold, also: ['Liberation Sans Bold'] },
    ],
  },
];

/** The name of a face's fallback family, second in its font stack (tokens.css). */
export const fallbackFamily = (/** @type {string} */ family) => `${family} Fallback`;

/** A percentage to one decimal: a twentieth of a percent is half a pixel on a 60-rem line. @param {string | number | undefined} value */
const percent = (value) => `${Math.round(parseFloat(String(value)) * 10) / 10}%`;

/** @param {string[]} lines */
const rule = (lines) => `@font-face {\n${lines.map((line) => `  ${line};`).join('\n')}\n}\n`;

/** The fallback faces, render-blocking and a few hundred bytes. */
export function fontsCss() {
  const rules = FACES.flatMap(({ family, weights }) =>
    weights.map(({ weight, face, system, also }) => {
      const metrics = createFontStack([face, system], { fontFaceFormat: 'styleObject' }).fontFaces[0]?.['@font-face'];
      if (!metrics) throw new Error(`no fallback face for ${family} ${weight}`);
      // Full names only: every browser the site supports matches local() by them (and bytes here block the paint).
      const locals = [system.fullName, ...also].map((name) => `local('${name}')`);
      return rule([
        `font-family: '${fallbackFamily(family)}'`,
        ...(weight === 400 ? [] : [`font-weight: ${weight}`]),
        `src: ${locals.join(', ')}`,
        `size-adjust: ${percent(metrics.sizeAdjust)}`,
        `ascent-override: ${percent(metrics.ascentOverride)}`,
        `descent-override: ${percent(metrics.descentOverride)}`,
        `line-gap-override: ${percent(metrics.lineGapOverride ?? '0%')}`,
      ]);
    }),
  );
  return [header('each face’s fallback, a system font sized and spaced like the face (docs/typography.md)'), ...rules].join('\n');
}

/** The faces, from the packages' own rules for the site's subsets, by package path. */
export function facesCss() {
  const rules = FACES.flatMap(({ family, fontsource }) => {
    const css = readFileSync(require.resolve(`${fontsource}/wght.css`), 'utf8');
    return SUBSETS.map((subset) => {
      const block = new RegExp(`/\\* ([a-z0-9-]+)-${subset}-wght-normal \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css);
      if (!block) throw new Error(`${fontsource}/wght.css has no ${subset} face`);
      const [, stem = '', body = ''] = block;
      const descriptor = (/** @type {string} */ name) => {
        const value = new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1];
        if (!value) throw new Error(`${fontsource}'s ${subset} face has no ${name}`);
        return value.trim();
      };
      return rule([
        `font-family: '${family}'`,
        'font-style: normal',
        `font-weight: ${descriptor('font-weight')}`,
        'font-display: swap',
        `src: url('${fontsource}/files/${stem}-${subset}-wght-normal.woff2') format('woff2')`,
        `unicode-range: ${descriptor('unicode-range')}`,
      ]);
    });
  });
  return [header('the faces, swapped in when they arrive; no paint waits for this sheet (docs/typography.md)'), ...rules].join('\n');
}

/** @param {string} what */
const header = (what) => `/* Written by packages/web-kit/rspack/fonts-css.mjs (edit that, then run it): ${what}. */\n`;

export const FONTS_CSS = path.join(STYLES, 'fonts.css');
export const FACES_CSS = path.join(STYLES, 'faces.css');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(FONTS_CSS, fontsCss());
  writeFileSync(FACES_CSS, facesCss());
  console.log(`wrote ${path.relative(process.cwd(), FONTS_CSS)} and ${path.relative(process.cwd(), FACES_CSS)}`);
}
