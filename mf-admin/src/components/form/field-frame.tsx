import { Flex, Text } from '@livefully/web-kit/ui';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldState } from './use-editor-form';
import './form.css';

type FieldFrameProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Beside the label, e.g. a character counter or a reset button. */
  aside?: ReactNode;
  children: ReactNode;
};

export const hintIdOf = (field: FieldState) => `${field.id}-hint`;

/** The ids a control names in aria-describedby: its message first, then its hint. */
export function describedBy(field: FieldState, hint: unknown, ...extra: (string | false | undefined)[]): string | undefined {
  const ids = [field.error ? field.errorId : undefined, hint ? hintIdOf(field) : undefined, ...extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessage({ field }: { field: FieldState }) {
  if (!field.error) return null;
  return (
    <Text as="p" id={field.errorId} color="red" size="2" weight="medium">
      <Flex as="span" gap="1" align="center">
        <CircleAlert aria-hidden="true" focusable="false" size={16} />
        {field.error}
      </Flex>
    </Text>
  );
}

export function FieldHint({ field, hint }: { field: FieldState; hint: ReactNode }) {
  return (
    <Text as="p" id={hintIdOf(field)} size="2" color="gray">
      {hint}
    </Text>
  );
}

/** Label, hint, control, message: the same order and look for every field of every editor. */
export function FieldFrame({ field, label, hint, required, aside, children }: FieldFrameProps) {
  return (
    <Flex direction="column" gap="2" minWidth="0">
      <Flex wrap="wrap" align="baseline" justify="between" gap="1 3">
        <Text as="label" size="2" weight="bold" htmlFor={field.id}>
          {label}
          {required ? <RequiredMark /> : null}
        </Text>
        {aside}
      </Flex>
      {hint ? <FieldHint field={field} hint={hint} /> : null}
      {children}
      <FieldMessage field={field} />
    </Flex>
  );
}

export function RequiredMark() {
  return (
    <Text color="red" aria-hidden="true">
      {' '}
      *
    </Text>
  );
}
