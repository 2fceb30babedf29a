import { z } from 'zod';

/**
 * No generated code: zod 4 compiles object parsers with `new Function`, and first tries
 * `new Function('')` to learn whether it may. Under the site's CSP (no 'unsafe-eval') that try is
 * reported as a violation by every bundle that carries zod. Parsing without it costs about a
 * quarter of a microsecond more per object, so browser and server alike go without. The setting
 * is read when a schema is built, so index.ts imports this module before any schema.
 */
z.config({ jitless: true });
