import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses the environment with the app's schema. On failure the message is one line that
 * names every missing or bad variable, so an operator fixes them all in one go.
 */
export function parseConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
}

/** parseConfig for a process entry point: a bad configuration stops it with that one line. */
export function loadConfig<T extends z.ZodType>(app: string, schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${app}: ${error.message}\n`);
    process.exit(78);
  }
}

export const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
export const PortSchema = z.coerce.number().int().min(1).max(65535);
