const WORDS_PER_MINUTE = 200;

/** Words a reader reads: link targets, markup, list numbers and code fences are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\d+[.)]\s+/gm, ' ')
    .replace(/[#>*_`|~]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at about 200 words a minute, rounded up; never 0. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
