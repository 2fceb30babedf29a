import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { issuesToFieldErrors, orderedErrors, type FieldErrors, type FormParse } from './field-errors';
import type { ApiProblem } from '../../lib/api-problem';

export type FieldState = {
  id: string;
  name: string;
  error: string | undefined;
  errorId: string;
  onBlur: () => void;
};

type Options<V, T> = {
  initialValues: V;
  /** The form's values through the shared zod schema: the payload, or a message per field. */
  parse: (values: V) => FormParse<T>;
  /** Field names in the order they appear, for the summary and the first focus. */
  fields: readonly string[];
};

const serialize = (value: unknown) => JSON.stringify(value);

/**
 * One form pattern for the four editors. A field's message shows once it was changed and left,
 * or after a submit, and then follows every keystroke (it goes away as soon as it is fixed).
 * The server's field messages show until that field changes.
 */
export function useEditorForm<V extends object, T>({ initialValues, parse, fields }: Options<V, T>) {
  const prefix = useId();
  const [values, setValuesState] = useState(initialValues);
  const [baseline, setBaseline] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const focusers = useRef(new Map<string, () => void>());

  const parsed = useMemo(() => parse(values), [parse, values]);
  const errors = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, message] of Object.entries(parsed.errors)) if (shown.has(field)) visible[field] = message;
    return { ...visible, ...Object.fromEntries(Object.entries(serverErrors).filter(([, message]) => message)) } as FieldErrors;
  }, [parsed, shown, serverErrors]);
  const summary = useMemo(() => (submitFailed ? orderedErrors(errors, fields) : []), [submitFailed, errors, fields]);
  const dirty = useMemo(() => serialize(values) !== serialize(baseline), [values, baseline]);

  const idOf = useCallback((name: string) => `${prefix}-${name}`, [prefix]);

  const focusField = useCallback(
    (name: string) => {
      const custom = focusers.current.get(name);
      if (custom) custom();
      else document.getElementById(idOf(name))?.focus();
    },
    [idOf],
  );

  const setValues = useCallback((patch: Partial<V>) => {
    const names = Object.keys(patch);
    setValuesState((current) => ({ ...current, ...patch }));
    setChanged((current) => new Set([...current, ...names]));
    setServerErrors((current) =>
      names.some((name) => current[name]) ? { ...current, ...Object.fromEntries(names.map((n) => [n, undefined])) } : current,
    );
  }, []);

  /** "On blur of a touched field": a field only left, never changed, says nothing yet. */
  const touch = useCallback(
    (name: string) => {
      if (changed.has(name) && !shown.has(name)) setShown((current) => new Set([...current, name]));
    },
    [changed, shown],
  );

  const field = useCallback(
    (name: string): FieldState => ({
      id: idOf(name),
      name,
      error: errors[name],
      errorId: `${idOf(name)}-error`,
      onBlur: () => touch(name),
    }),
    [errors, idOf, touch],
  );

  const showFailure = useCallback(
    (fieldErrors: FieldErrors) => {
      setSubmitFailed(true);
      const first = orderedErrors(fieldErrors, fields)[0];
      if (first) focusField(first.field);
    },
    [fields, focusField],
  );

  /** Validates everything; a valid form hands the parsed payload on. */
  const handleSubmit = useCallback(
    (onValid: (data: T, values: V) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      setShown(new Set(Object.keys(parsed.errors).concat(fields)));
      if (!parsed.success) return showFailure({ ...parsed.errors, ...serverErrors });
      setSubmitFailed(false);
      void onValid(parsed.data, values);
    },
    [parsed, fields, showFailure, serverErrors, values],
  );

  /** A 400's field issues, or a 409 that belongs to one field, shown where they belong. */
  const showServerProblem = useCallback(
    (problem: ApiProblem, conflictField?: string): boolean => {
      const fieldErrors = issuesToFieldErrors(problem.issues);
      if (conflictField) fieldErrors[conflictField] = problem.message;
      if (Object.keys(fieldErrors).length === 0) return false;
      setServerErrors(fieldErrors);
      showFailure(fieldErrors);
      return true;
    },
    [showFailure],
  );

  /** After a save: what the server stored becomes the new "unchanged". */
  const reset = useCallback((next: V) => {
    setBaseline(next);
    setValuesState(next);
    setChanged(new Set());
    setShown(new Set());
    setServerErrors({});
    setSubmitFailed(false);
  }, []);

  const registerFocus = useCallback((name: string, focus: () => void) => {
    focusers.current.set(name, focus);
    return () => void focusers.current.delete(name);
  }, []);

  return { values, setValues, field, errors, summary, dirty, handleSubmit, showServerProblem, reset, focusField, registerFocus, idOf };
}

export type EditorForm<V extends object = Record<string, unknown>> = ReturnType<typeof useEditorForm<V, unknown>>;
