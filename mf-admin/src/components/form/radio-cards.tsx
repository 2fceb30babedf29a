import { Flex, Text } from '@livefully/web-kit/ui';
import { RadioCards as RadixRadioCards } from '@livefully/web-kit/ui/widgets';
import { useId, type ReactNode } from 'react';
import { FieldHint, FieldMessage, hintIdOf, RequiredMark } from './field-frame';
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
  /** 'swatch' and 'icon' lay the choices out as a compact grid of tiles. */
  variant?: 'list' | 'swatch' | 'icon';
};

const COLUMNS = { list: '1', swatch: 'repeat(auto-fill, minmax(5.5rem, 1fr))', icon: 'repeat(auto-fill, minmax(5.5rem, 1fr))' };

/**
 * One choice drawn as cards, swatches or icons (one tab stop, arrow keys move and choose). The
 * group is named by its legend; the chosen radio (or the first) carries the
 * field's id so a message can send the focus to the group.
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
  const legendId = useId();
  const describedBy = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined].filter(Boolean).join(' ') || undefined;
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const tile = variant !== 'list';
  return (
    <Flex role="group" aria-labelledby={legendId} aria-describedby={describedBy} direction="column" gap="2" minWidth="0">
      <Text id={legendId} size="2" weight="bold">
        {legend}
        {required ? <RequiredMark /> : null}
      </Text>
      {hint ? <FieldHint field={field} hint={hint} /> : null}
      <RadixRadioCards.Root
        value={value}
        onValueChange={(next) => onChange(next as T)}
        name={field.id}
        columns={COLUMNS[variant]}
        gap="2"
        size="1"
        aria-labelledby={legendId}
        aria-invalid={field.error ? true : undefined}
      >
        {options.map((option, index) => (
          <RadixRadioCards.Item
            key={option.value}
            value={option.value}
            id={index === focusIndex ? field.id : undefined}
            onBlur={field.onBlur}
          >
            <Flex direction={tile ? 'column' : 'row'} align={tile ? 'center' : 'start'} gap={tile ? '1' : '3'} width="100%">
              {option.visual}
              <Flex direction="column" align={tile ? 'center' : 'start'}>
                <Text size={tile ? '1' : '2'} weight="bold">
                  {option.label}
                </Text>
                {option.description ? (
                  <Text size="1" color="gray">
                    {option.description}
                  </Text>
                ) : null}
              </Flex>
            </Flex>
          </RadixRadioCards.Item>
        ))}
      </RadixRadioCards.Root>
      <FieldMessage field={field} />
    </Flex>
  );
}
