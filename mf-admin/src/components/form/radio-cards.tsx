import type { ReactNode } from 'react';
import { FieldMessage, hintIdOf, RequiredMark } from './field-frame';
import type { FieldState } from './use-editor-form';

export type RadioCardOption<T extends string> = { value: T; label: string; visual?: ReactNode; description?: ReactNode };

type RadioCardsProps<T extends string> = {
  field: FieldState;
  legend: ReactNode;
  value: string;
  options: RadioCardOption<T>[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  required?: boolean;
  /** 'swatch' and 'icon' lay the choices out as a compact grid. */
  variant?: 'list' | 'swatch' | 'icon';
};

/**
 * Native radios (one tab stop, arrow keys move and choose) drawn as cards, swatches or icons;
 * the first radio carries the field's id so a message can send the focus to the group.
 */
export function RadioCards<T extends string>({
  field,
  legend,
  value,
  options,
  onChange,
  hint,
  required,
  variant = 'list',
}: RadioCardsProps<T>) {
  const describedBy = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined].filter(Boolean).join(' ') || undefined;
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <fieldset className="admin-field admin-fieldset" data-invalid={field.error ? 'true' : undefined} aria-describedby={describedBy}>
      <legend className="admin-field__label">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintIdOf(field)} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      <div className={`admin-radios admin-radios--${variant}`}>
        {options.map((option, index) => (
          <label key={option.value} className="admin-radio">
            <input
              type="radio"
              className="admin-radio__input"
              name={field.id}
              id={index === focusIndex ? field.id : undefined}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={field.onBlur}
              aria-invalid={field.error ? true : undefined}
            />
            <span className="admin-radio__card">
              {option.visual}
              <span className="admin-radio__text">
                <span className="admin-radio__label">{option.label}</span>
                {option.description ? <span className="admin-radio__description">{option.description}</span> : null}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage field={field} />
    </fieldset>
  );
}
