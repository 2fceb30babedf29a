import { readTimeOf } from '@livefully/contracts';
import { Box, Button, TextField } from '@livefully/web-kit/ui';
import { Calculator } from 'lucide-react';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import type { FieldState } from '../../../components/form/use-editor-form';

type ReadTimeFieldProps = {
  field: FieldState;
  content: string;
  value: string;
  set: boolean;
  onChange: (patch: { readTime: string; readTimeSet: boolean }) => void;
};

/** Follows the words (readTimeOf) until an editor types a number; one click goes back. */
export function ReadTimeField({ field, content, value, set, onChange }: ReadTimeFieldProps) {
  const computed = readTimeOf(content);
  const hint = set ? 'Set by hand. Leave it blank to use the computed time.' : 'Computed from the words, at 200 a minute.';
  return (
    <FieldFrame
      field={field}
      label="Read time"
      hint={hint}
      aside={
        set ? (
          <Button type="button" variant="ghost" size="1" onClick={() => onChange({ readTime: '', readTimeSet: false })}>
            <Calculator aria-hidden="true" focusable="false" size={14} />
            Use computed ({computed} min)
          </Button>
        ) : null
      }
    >
      <Box maxWidth="14rem">
        <TextField.Root
          id={field.id}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          step={1}
          value={set ? value : String(computed)}
          onChange={(event) => onChange({ readTime: event.target.value, readTimeSet: true })}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field, hint)}
        >
          <TextField.Slot side="right">min read</TextField.Slot>
        </TextField.Root>
      </Box>
    </FieldFrame>
  );
}
