import SearchableMap from 'minisearch/SearchableMap';
import { autoFuzziness } from './text-analysis.js';

/** How much a fuzzy match counts beside an exact one (MiniSearch's own default weight). */
export const FUZZY_WEIGHT = 0.45;
export const MAX_EXPANSIONS = 50;

/**
 * Every English term the index holds, for fuzzy expansion the way Elasticsearch does it:
 * fuzziness AUTO with `prefix_length: 1`, so a variant must share the first letter
 * ('wellnes' → 'well', never 'tell'). MiniSearch's own fuzzy search has no prefix length.
 * Terms are never taken out: a term left by a removed document only finds nothing.
 */
export class TermDictionary {
  private readonly terms = new SearchableMap<true>();

  add(term: string): string {
    this.terms.set(term, true);
    return term;
  }

  /**
   * The term itself and the indexed terms within AUTO edits of it that start with its letter,
   * the closest first and at most MAX_EXPANSIONS of them (Elasticsearch's `max_expansions`
   * default), so a short, common-looking word cannot turn one search into hundreds of terms.
   */
  expand(term: string): string[] {
    const edits = autoFuzziness(term);
    if (!edits) return [term];
    const variants = [...this.terms.fuzzyGet(term, edits)]
      .filter(([candidate]) => candidate !== term && candidate[0] === term[0])
      .sort(([a, [, distanceA]], [b, [, distanceB]]) => distanceA - distanceB || (a < b ? -1 : 1))
      .slice(0, MAX_EXPANSIONS)
      .map(([candidate]) => candidate);
    return [term, ...variants];
  }
}
