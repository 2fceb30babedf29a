import { countWords, readTimeOf } from '@livefully/contracts';
import { formatReadTime, Markdown } from '@livefully/web-kit';
import { Box, Card, Flex, Grid, Text, TextArea } from '@livefully/web-kit/ui';
import { Tabs } from '@livefully/web-kit/ui/widgets';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { describedBy, FieldFrame } from './field-frame';
import { InsertImageButton } from './media-picker';
import type { FieldState } from './use-editor-form';

type MarkdownFieldProps = {
  field: FieldState;
  label: string;
  value: string;
  onChange: (value: string) => void;
  registerFocus: (name: string, focus: () => void) => () => void;
};

type MarkdownPane = 'write' | 'preview';

/** Wide enough for two readable columns: below this the preview is a tab. */
export const SPLIT_QUERY = '(min-width: 75rem)';
const HINT = 'Markdown: ## for headings, **bold**, *italic*, [text](https://…) for links, - for lists.';

/**
 * Markdown with a live preview drawn by the same renderer as the public pages: side by side on
 * wide screens, Write and Preview tabs on narrow ones.
 */
export function MarkdownField({ field, label, value, onChange, registerFocus }: MarkdownFieldProps) {
  const split = useMediaQuery(SPLIT_QUERY);
  const [pane, setPane] = useState<MarkdownPane>('write');
  const preview = useDeferredValue(value);
  const ids = { stats: useId(), previewLabel: useId() };

  // A message on this field must be reachable even while the Preview tab is showing.
  useEffect(
    () =>
      registerFocus(field.name, () => {
        setPane('write');
        requestAnimationFrame(() => document.getElementById(field.id)?.focus());
      }),
    [registerFocus, field.name, field.id],
  );

  const write = (
    <TextArea
      id={field.id}
      name={field.name}
      className="admin-markdown__pane"
      resize="vertical"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      spellCheck
      aria-required
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, HINT, ids.stats)}
    />
  );
  const rendered = preview.trim() ? (
    <Markdown>{preview}</Markdown>
  ) : (
    <Text as="p" size="2" color="gray">
      Nothing to preview yet.
    </Text>
  );
  const stats = (
    <Flex gap="3" align="center" wrap="wrap">
      <InsertImageButton textareaId={field.id} value={value} onChange={onChange} />
      <Text id={ids.stats} size="2" color="gray">
        {countWords(value)} words · {formatReadTime(readTimeOf(value))}
      </Text>
    </Flex>
  );

  return (
    <FieldFrame field={field} label={label} required hint={HINT} aside={stats}>
      {split ? (
        <Grid columns="2" gap="4">
          {write}
          <Card variant="surface" className="admin-markdown__pane admin-markdown__preview" asChild>
            <section
              aria-labelledby={ids.previewLabel}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus, or a keyboard cannot scroll it (WCAG 2.1.1)
              tabIndex={0}
            >
              <Text as="p" id={ids.previewLabel} size="1" weight="bold" color="gray" mb="3">
                Preview
              </Text>
              {rendered}
            </section>
          </Card>
        </Grid>
      ) : (
        <Tabs.Root value={pane} onValueChange={(next) => setPane(next as MarkdownPane)}>
          <Tabs.List aria-label="Content editor">
            <Tabs.Trigger value="write">Write</Tabs.Trigger>
            <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
          </Tabs.List>
          <Box pt="3">
            <Tabs.Content value="write" forceMount hidden={pane !== 'write'}>
              {write}
            </Tabs.Content>
            <Tabs.Content value="preview" forceMount hidden={pane !== 'preview'}>
              <Card variant="surface" className="admin-markdown__pane admin-markdown__preview">
                {rendered}
              </Card>
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      )}
    </FieldFrame>
  );
}
