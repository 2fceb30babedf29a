import { ALL_OPERATIONS } from '@livefully/contracts';
import type { Route } from '@livefully/contracts/routes';

/**
 * Development builds only (callApi imports this inside its development branch): checks an
 * answer against the response schema of the operation the route names, so a change on either
 * side shows at once. Production bundles never load the operation tables or zod.
 */
export function checkAnswer(route: Route, data: unknown): void {
  const op = ALL_OPERATIONS.find((candidate) => candidate.name === route.name);
  if (!op) throw new Error(`No operation of @livefully/contracts is named ${route.name}`);
  const result = op.response.safeParse(data);
  if (result.success) return;
  const where = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
  throw new Error(`The answer of ${op.name} does not match its response schema: ${where}`);
}
