import { CircleAlert } from 'lucide-react';
import './form.css';
import type { ReactNode } from 'react';
import type { FieldState } from './use-editor-form';

type FieldFrameProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Beside the label, e.g. a character counter or a reset button. */
  aside?: ReactNode;
  children: ReactNode;
};

export const hintIdOf = (field: FieldState) => `${field.id}-hint`;

/** The ids a control names in aria-describedby: its message first, then its hint. */
export function describedBy(field: FieldState, hint: unknown, ...extra: (string | false | undefined)[]): string | undefined {
  const ids = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined, ...extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessage({ field }: { field: FieldState }) {
  if (!field.error) return null;
  return (
    <p id={field.errorId} className="admin-field__error">
      <CircleAlert aria-hidden="true" focusable="false" size={16} />
      {field.error}
    </p>
  );
}

/** Label, hint, control, message: the same order and look for every field of every editor. */
export function FieldFrame({ field, label, hint, required, aside, children }: FieldFrameProps) {
  return (
    <div className="admin-field" data-invalid={field.error ? 'true' : undefined}>
      <div className="admin-field__top">
        <label className="admin-field__label" htmlFor={field.id}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {aside}
      </div>
      {hint ? (
        <p id={hintIdOf(field)} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldMessage field={field} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="admin-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
