import { stemmer } from 'stemmer';

/**
 * The embedded engine's analysis, written to match the Elasticsearch index of this service
 * (index-definition.ts), so both engines find the same things: standard-like tokens, English
 * possessives dropped, lowercase, accents folded, Lucene's English stop words removed and a
 * Porter stem (the stemmer Elasticsearch's `english` language uses).
 */
const ENGLISH_STOP_WORDS = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

/** Lowercase, accents folded: the `folded` analyzer of the title's search-as-you-type field. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((token) => token.replace(/'s$/, '').replace(/'/g, ''))
    .filter(Boolean);
}

/** A token as the English fields hold it, or null for a stop word. */
export function englishTerm(token: string): string | null {
  if (ENGLISH_STOP_WORDS.has(token)) return null;
  return /^\p{L}+$/u.test(token) ? stemmer(token) : token;
}

/**
 * Elasticsearch's `fuzziness: AUTO`: exact up to 2 characters, one edit up to 5, two beyond.
 */
export function autoFuzziness(term: string): number | false {
  if (term.length <= 2) return false;
  return term.length <= 5 ? 1 : 2;
}
