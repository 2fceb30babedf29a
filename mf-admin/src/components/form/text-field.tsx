import { TextField as RadixTextField } from '@livefully/web-kit/ui';
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
  /** The title of an item reads larger than its other fields. */
  large?: boolean;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'name' | 'required' | 'size' | 'color' | 'type'
> & {
    type?: 'text' | 'datetime-local' | 'url' | 'email';
  };

export function TextField(props: TextFieldProps) {
  const { field, label, value, onChange, hint, required, aside, describedByIds = [], large, ...input } = props;
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} aside={aside}>
      <RadixTextField.Root
        {...input}
        size={large ? '3' : '2'}
        id={field.id}
        name={field.name}
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
