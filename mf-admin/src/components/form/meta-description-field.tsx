import { META_DESCRIPTION_MAX } from '@livefully/contracts';
import { Text } from '@livefully/web-kit/ui';
import { useId } from 'react';
import { TextAreaField } from './text-area-field';
import type { FieldState } from './use-editor-form';

type MetaDescriptionFieldProps = {
  field: FieldState;
  value: string;
  onChange: (value: string) => void;
  /** What a blank one falls back to: the excerpt of a post, the description of a guide or topic. */
  fallbackName?: string;
};

/** Search engines cut a description near 160 characters; the counter says how close it is. */
export function MetaDescriptionField({ field, value, onChange, fallbackName = 'excerpt' }: MetaDescriptionFieldProps) {
  const counterId = useId();
  const length = value.trim().length;
  const over = length > META_DESCRIPTION_MAX;
  return (
    <TextAreaField
      field={field}
      label="Meta description"
      hint={`The summary search engines and social networks show. Leave it blank to use the ${fallbackName}.`}
      value={value}
      onChange={onChange}
      rows={3}
      describedByIds={[counterId]}
      aside={
        <Text id={counterId} size="2" color={over ? 'red' : 'gray'} weight={over ? 'bold' : 'regular'}>
          {length} / {META_DESCRIPTION_MAX}
          <span className="visually-hidden"> characters{over ? `, ${length - META_DESCRIPTION_MAX} too many` : ''}</span>
        </Text>
      }
    />
  );
}
