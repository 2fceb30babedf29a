/**
 * The dropdown's categories: those the server lists (every category with published articles),
 * alphabetical. A selected category it does not list (an old `?category=` link) is kept, so the
 * dropdown always shows what is filtering the list.
 */
export function categoryOptions(categories: readonly string[], selected = ''): string[] {
  const options = new Set(categories);
  if (selected) options.add(selected);
  return [...options].sort((a, b) => a.localeCompare(b, 'en'));
}
