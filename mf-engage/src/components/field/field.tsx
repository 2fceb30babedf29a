import { Flex, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** The control, given the ids and state it must carry: `{...control}` on a TextField.Root or TextArea. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A label, its control and the control's message, tied together for assistive technology. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <Text as="p" color="red" size="1" mb="0" id={errorId}>
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
