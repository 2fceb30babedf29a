/** Adds each comma-separated entry of `text` that is not there yet (letter case ignored). */
export function addTags(tags: readonly string[], text: string): string[] {
  const next = [...tags];
  for (const entry of text.split(',')) {
    const tag = entry.trim().replace(/\s+/g, ' ');
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}
