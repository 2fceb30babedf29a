// @ts-check
import { format, resolveConfig } from 'prettier';

export const GENERATED_FILE = new URL('../src/routes/routes.generated.ts', import.meta.url);
export const GENERATE_COMMAND = 'npm run generate:routes -w @livefully/contracts';

/**
 * The text of src/routes/routes.generated.ts for the operation tables (every export of
 * src/operations named `*Operations` that has a route): each table's operations with `http` as `{ name, method,
 * path }` (and `staff`, a staff route's rule), under the table's name with `Routes` for `Operations`, typed through type-only imports
 * of the tables. Formatted as the repository's prettier does, so a fresh file is one that passes
 * the format check.
 * @param {Record<string, unknown>} operationsModule the exports of src/operations/index
 */
export async function renderRoutes(operationsModule) {
  const tables = Object.entries(operationsModule)
    .filter(([name, table]) => name.endsWith('Operations') && Object.values(/** @type {object} */ (table)).some((op) => op.http))
    .sort(([a], [b]) => a.localeCompare(b));
  const blocks = tables.map(([tableName, table]) => {
    const routes = Object.entries(
      /** @type {Record<string, { name: string; http?: { method: string; path: string; access: unknown } }>} */ (table),
    )
      .filter(([, op]) => op.http !== undefined)
      .map(
        ([key, op]) =>
          `  ${key}: { name: ${quote(op.name)}, method: ${quote(op.http?.method)}, path: ${quote(op.http?.path)}${staffOf(op.http?.access)} },`,
      );
    const routesName = tableName.replace(/Operations$/, 'Routes');
    return `export const ${routesName}: RoutesOf<typeof ${tableName}> = {\n${routes.join('\n')}\n};\n`;
  });
  const text = [
    `// Generated from the operation tables by \`${GENERATE_COMMAND}\`: do not edit.`,
    '// A unit test (routes.generated.test.ts) fails when this file differs from what the tables give.',
    `import type { ${tables.map(([name]) => name).join(', ')} } from '../operations/index.js';`,
    "import type { RoutesOf } from './route.js';",
    '',
    blocks.join('\n'),
  ].join('\n');
  const config = (await resolveConfig(GENERATED_FILE)) ?? {};
  return format(text, { ...config, filepath: GENERATED_FILE.pathname });
}

/**
 * A staff route's rule as the browser needs it (docs/roles.md): `, staff: { staff: 'editor' }`.
 * @param {unknown} access
 */
function staffOf(access) {
  if (typeof access !== 'object' || access === null) return '';
  const { staff, others } = /** @type {{ staff: string; others?: string }} */ (access);
  return `, staff: { staff: ${quote(staff)}${others ? `, others: ${quote(others)}` : ''} }`;
}

/** @param {unknown} value */
const quote = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
