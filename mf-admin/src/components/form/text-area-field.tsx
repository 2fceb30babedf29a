import { TextArea } from '@livefully/web-kit/ui';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import type { FieldState } from './use-editor-form';

type TextAreaFieldProps = {
  field: FieldState;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  required?: boolean;
  aside?: ReactNode;
  describedByIds?: string[];
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'id' | 'name' | 'required' | 'color'>;

export function TextAreaField({
  field,
  label,
  value,
  onChange,
  hint,
  required,
  aside,
  describedByIds = [],
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} aside={aside}>
      <TextArea
        rows={3}
        resize="vertical"
        {...textarea}
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
