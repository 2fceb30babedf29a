import { Select } from '@livefully/web-kit/ui/widgets';
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

/**
 * A choice is made at once, so its message updates on change rather than waiting for blur. The
 * trigger carries the field's id, so the label names it and a message can send the focus to it;
 * an empty value shows the placeholder.
 */
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
      <Select.Root value={value} onValueChange={onChange} name={field.name} required={required}>
        <Select.Trigger
          id={field.id}
          placeholder={placeholder}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field, hint, ...describedByIds)}
        />
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldFrame>
  );
}
