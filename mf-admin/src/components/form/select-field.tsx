import type { ReactNode } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import type { FieldState } from './use-editor-form';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  field: FieldState;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  placeholder: string;
  hint?: ReactNode;
  required?: boolean;
  describedByIds?: string[];
};

/** A choice is made at once, so its message updates on change rather than waiting for blur. */
export function SelectField({
  field,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  required,
  describedByIds = [],
}: SelectFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required}>
      <select
        id={field.id}
        name={field.name}
        className="admin-input admin-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint, ...describedByIds)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
