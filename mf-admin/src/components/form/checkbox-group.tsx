import { Flex, Grid, Text } from '@livefully/web-kit/ui';
import { CheckboxGroup as RadixCheckboxGroup } from '@livefully/web-kit/ui/widgets';
import { useId, type ReactNode } from 'react';
import { FieldHint, FieldMessage, hintIdOf } from './field-frame';
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

/**
 * A multi-select as a group of checkboxes; the selection keeps the options' order. The first
 * checkbox carries the field's id so a message can send the focus to the group.
 */
export function CheckboxGroup({ field, legend, value, options, onChange, hint, empty }: CheckboxGroupProps) {
  const legendId = useId();
  const describedBy = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined].filter(Boolean).join(' ') || undefined;
  const ordered = (chosen: string[]) => options.map((o) => o.value).filter((v) => chosen.includes(v));
  return (
    <Flex direction="column" gap="2" minWidth="0">
      <Text id={legendId} size="2" weight="bold">
        {legend}
      </Text>
      {hint ? <FieldHint field={field} hint={hint} /> : null}
      {options.length === 0 ? (
        <Text size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <RadixCheckboxGroup.Root
          name={field.name}
          value={[...value]}
          onValueChange={(chosen) => onChange(ordered(chosen))}
          onBlur={field.onBlur}
          aria-labelledby={legendId}
          aria-describedby={describedBy}
        >
          <Grid columns="repeat(auto-fill, minmax(9rem, 1fr))" gap="2">
            {options.map((option, index) => (
              <RadixCheckboxGroup.Item key={option.value} value={option.value} id={index === 0 ? field.id : undefined}>
                <Flex as="span" align="center" gap="2">
                  {option.visual}
                  {option.label}
                </Flex>
              </RadixCheckboxGroup.Item>
            ))}
          </Grid>
        </RadixCheckboxGroup.Root>
      )}
      <FieldMessage field={field} />
    </Flex>
  );
}
