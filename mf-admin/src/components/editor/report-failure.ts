import { ErrorCode } from '@livefully/contracts';
import type { UseToast } from '@livefully/web-kit';
import { isAccessError, readApiProblem, type ApiProblem } from '../../lib/api-problem';

type ShowsProblems = { showServerProblem: (problem: ApiProblem, conflictField?: string) => boolean };

/**
 * A failed save or delete: field messages where they belong (a 400's issues, a taken slug on
 * the slug), and a toast with the server's words. 401 and 403 are the access screens' business.
 */
export function reportFailure(error: unknown, toast: UseToast['toast'], action: 'save' | 'delete', form?: ShowsProblems): void {
  if (isAccessError(error)) return;
  const problem = readApiProblem(error);
  if (action === 'save' && form) form.showServerProblem(problem, problem.code === ErrorCode.SlugTaken ? 'slug' : undefined);
  toast({ title: `Could not ${action}`, description: problem.message, variant: 'destructive' });
}
