export interface MarkdownDocument {
  attributes: Record<string, string>;
  body: string;
}

const FENCE = '---';

/**
 * Reads the small front matter of a seed file: `key: value` lines between two `---` fences.
 * Values are plain strings (surrounding quotes are dropped); lists are written comma-separated
 * and split by the schema that reads them. Deliberately not YAML: nothing here needs more.
 */
export function parseFrontMatter(source: string, file = 'document'): MarkdownDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) throw new Error(`${file}: must start with a '---' front matter fence`);
  const end = lines.indexOf(FENCE, 1);
  if (end < 0) throw new Error(`${file}: front matter has no closing '---'`);
  const attributes: Record<string, string> = {};
  for (const [index, line] of lines.slice(1, end).entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${file}:${index + 2}: expected 'key: value'`);
    const [, key, value] = match as unknown as [string, string, string];
    if (key in attributes) throw new Error(`${file}:${index + 2}: '${key}' appears twice`);
    attributes[key] = unquote(value.trim());
  }
  return {
    attributes,
    body:
      lines
        .slice(end + 1)
        .join('\n')
        .trim() + '\n',
  };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}
