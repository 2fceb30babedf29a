import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import type { FieldState } from './use-editor-form';

type TextFieldProps = {
  field: FieldState;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  required?: boolean;
  aside?: ReactNode;
  /** Extra ids for aria-describedby (a counter, a note). */
  describedByIds?: string[];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name' | 'required'>;

export function TextField({ field, label, value, onChange, hint, required, aside, describedByIds = [], ...input }: TextFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} aside={aside}>
      <input
        {...input}
        id={field.id}
        name={field.name}
        className={`admin-input ${input.className ?? ''}`.trim()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint, ...describedByIds)}
      />
    </FieldFrame>
  );
}
