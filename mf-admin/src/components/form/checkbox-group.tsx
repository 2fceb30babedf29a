import type { ReactNode } from 'react';
import { FieldMessage, hintIdOf } from './field-frame';
import type { FieldState } from './use-editor-form';

export type CheckboxOption = { value: string; label: string; visual?: ReactNode };

type CheckboxGroupProps = {
  field: FieldState;
  legend: ReactNode;
  value: readonly string[];
  options: CheckboxOption[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  empty?: ReactNode;
};

/** A multi-select as a group of checkboxes; the selection keeps the options' order. */
export function CheckboxGroup({ field, legend, value, options, onChange, hint, empty }: CheckboxGroupProps) {
  const describedBy = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((o) => o.value).filter((v) => chosen.has(v)));
  };
  return (
    <fieldset className="admin-field admin-fieldset" data-invalid={field.error ? 'true' : undefined} aria-describedby={describedBy}>
      <legend className="admin-field__label">{legend}</legend>
      {hint ? (
        <p id={hintIdOf(field)} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        <div className="admin-muted">{empty}</div>
      ) : (
        <div className="admin-checks">
          {options.map((option, index) => (
            <label key={option.value} className="admin-check">
              <input
                type="checkbox"
                id={index === 0 ? field.id : undefined}
                name={field.name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
              />
              {option.visual}
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      <FieldMessage field={field} />
    </fieldset>
  );
}
