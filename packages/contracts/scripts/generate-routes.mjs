// @ts-check
// Writes src/routes/routes.generated.ts from the operation tables: `npm run generate:routes -w
// @livefully/contracts`. Node runs the TypeScript sources as they are (type stripping); the
// sources import each other as `.js`, which this resolves to the `.ts` beside it. Nothing is
// compiled first, so a table whose routes file no longer type-checks can still regenerate it.
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
import { GENERATED_FILE, renderRoutes } from './render-routes.mjs';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});

const operations = await import(new URL('../src/operations/index.ts', import.meta.url).href);
writeFileSync(GENERATED_FILE, await renderRoutes(operations));
console.log(`wrote ${GENERATED_FILE.pathname}`);
