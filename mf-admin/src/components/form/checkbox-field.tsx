import { Flex, Text } from '@livefully/web-kit/ui';
import { Checkbox } from '@livefully/web-kit/ui/widgets';
import type { ReactNode } from 'react';
import type { FieldState } from './use-editor-form';

type CheckboxFieldProps = {
  field: FieldState;
  label: ReactNode;
  /** What ticking it does, in plain words: the checkbox is described by it. */
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A yes-or-no field of an editor: the box and its label on one line, what it does under them. */
export function CheckboxField({ field, label, hint, checked, onChange }: CheckboxFieldProps) {
  const hintId = `${field.id}-says`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="bold">
        <Flex as="span" gap="2" align="center">
          <Checkbox
            id={field.id}
            name={field.name}
            checked={checked}
            onCheckedChange={(value) => onChange(value === true)}
            aria-describedby={hintId}
          />
          {label}
        </Flex>
      </Text>
      <Text as="p" id={hintId} size="2" color="gray">
        {hint}
      </Text>
    </Flex>
  );
}
