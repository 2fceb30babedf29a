import { META_TITLE_MAX, META_TITLE_SHOWN } from '@livefully/contracts';
import { Text } from '@livefully/web-kit/ui';
import { useId } from 'react';
import { TextField } from './text-field';
import type { FieldState } from './use-editor-form';

type MetaTitleFieldProps = { field: FieldState; value: string; onChange: (value: string) => void; fallback: string };

/** Where the title's length stands: search results show about 60 characters; 70 are stored. */
export function titleLengthState(length: number): 'fits' | 'cut' | 'over' {
  if (length > META_TITLE_MAX) return 'over';
  return length > META_TITLE_SHOWN ? 'cut' : 'fits';
}

const SAYS = {
  fits: '',
  cut: `Longer than ${META_TITLE_SHOWN} characters: search results may cut it.`,
  over: `Longer than ${META_TITLE_MAX} characters: shorten it to save.`,
};

/**
 * The meta title with its counter. The counter is read with the field (aria-describedby); the
 * polite region speaks only when the length crosses a line, not on every key.
 */
export function MetaTitleField({ field, value, onChange, fallback }: MetaTitleFieldProps) {
  const counterId = useId();
  const length = value.trim().length;
  const state = titleLengthState(length);
  return (
    <TextField
      field={field}
      label="Meta title"
      hint={`The title in search results and share cards. Leave it blank to use “${fallback || 'the title'}”.`}
      value={value}
      onChange={onChange}
      describedByIds={[counterId]}
      autoComplete="off"
      aside={
        <>
          <Text
            id={counterId}
            size="2"
            color={state === 'over' ? 'red' : state === 'cut' ? 'amber' : 'gray'}
            weight={state === 'fits' ? 'regular' : 'bold'}
            data-testid="meta-title-counter"
          >
            {length} / {META_TITLE_MAX}
            <span className="visually-hidden"> characters</span>
          </Text>
          <span className="visually-hidden" aria-live="polite">
            {SAYS[state]}
          </span>
        </>
      }
    />
  );
}
