export const READ_WORDS_PER_MINUTE = 200;

/** Words a reader reads: link targets, markup, list numbers and code fences are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\d+[.)]\s+/gm, ' ')
    .replace(/[#>*_`|~]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes to read a markdown text at 200 words a minute, rounded up, at least 1. The one rule
 * for the seed, the content service when it saves a post, and the admin editor's preview, so a
 * post re-saved unchanged keeps its read time.
 */
export function readTimeOf(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / READ_WORDS_PER_MINUTE));
}
