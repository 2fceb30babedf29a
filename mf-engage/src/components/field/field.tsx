import type { ReactNode } from 'react';
import './field.css';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** The control, given the ids and state it must carry: `{...control}` on an input. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A label, its control and the control's message, tied together for assistive technology. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
