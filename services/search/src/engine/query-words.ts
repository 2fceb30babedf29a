import { englishTerm, tokenize } from './embedded/text-analysis.js';

/** A word of the query that a document must contain to match all of them. */
export interface QueryWord {
  /** As the title's search-as-you-type field holds it: lowercase, accents folded. */
  token: string;
  /** As the English fields hold it (stemmed), matched with fuzziness AUTO. */
  term: string;
  /** The word being typed: matched in the title as a prefix. */
  last: boolean;
}

/**
 * The all-words rule both engines apply: a document contains a word when the word (typos
 * allowed: fuzziness AUTO, prefix length 1) is in its title, excerpt or body, or the title
 * has it (the last word as a prefix); a tag equal to the whole query (typos allowed) counts
 * as every word. Stop words are not asked for. Documents with every word come first and
 * `total` counts them; when none has them all, every document matching any word counts.
 */
export function queryWords(q: string): QueryWord[] {
  const tokens = tokenize(q);
  return tokens.flatMap((token, index) => {
    const term = englishTerm(token);
    return term === null ? [] : [{ token, term, last: index === tokens.length - 1 }];
  });
}

/**
 * True when matching all words finds exactly what matching any word finds (one word and
 * nothing else), so an engine can skip the second pass.
 */
export function allWordsIsAnyWord(q: string, words: QueryWord[]): boolean {
  return words.length === 0 || (words.length === 1 && tokenize(q).length === 1);
}
