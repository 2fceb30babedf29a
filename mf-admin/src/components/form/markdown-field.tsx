import { countWords, readTimeOf } from '@livefully/contracts';
import { formatReadTime, Markdown } from '@livefully/web-kit';
import { Box, Card, Flex, Grid, SegmentedControl, Text, TextArea } from '@livefully/web-kit/ui';
import { Tabs } from '@livefully/web-kit/ui/widgets';
import {
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
} from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { describedBy, FieldFrame } from './field-frame';
import { AltTextPrompt, ImageUploadStatus } from './image-upload-status';
import { imageFilesOf, insertPlaceholder, removePlaceholder, replacePlaceholder, setAltOf } from './image-paste';
import { InsertImageButton } from './media-picker';
import { useImageUploads } from './use-image-uploads';
import type { FieldState } from './use-editor-form';
import { useWritingTools } from './writing-tools';

type MarkdownFieldProps = {
  field: FieldState;
  label: string;
  value: string;
  onChange: (value: string) => void;
  registerFocus: (name: string, focus: () => void) => () => void;
};

type MarkdownPane = 'write' | 'preview';
export type WritingMode = 'markdown' | 'visual';

/** Wide enough for two readable columns: below this the preview is a tab. */
export const SPLIT_QUERY = '(min-width: 75rem)';
/** The mode a writer last chose, kept per browser. */
export const WRITING_MODE_KEY = 'livefully:writing-mode';
const HINT = 'Markdown: ## for headings, **bold**, *italic*, [text](https://…) for links, - for lists.';
const VISUAL_HINT = 'Type / for blocks. Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+1–3 headings, "- " or "1. " for lists.';
const IMAGE_HINT = ' Paste or drop an image to upload it.';

function storedMode(): WritingMode {
  try {
    return localStorage.getItem(WRITING_MODE_KEY) === 'visual' ? 'visual' : 'markdown';
  } catch {
    return 'markdown';
  }
}

/**
 * The body of a post, guide or mailing. The value is always the markdown that is stored: the
 * markdown mode edits it as text beside a live preview (drawn by the public pages' renderer), the
 * visual mode edits the same string through the visual editor, which reads and writes markdown.
 * Revisions, the diff, autosave and the conflict merge therefore see one thing in both modes.
 */
export function MarkdownField({ field, label, value, onChange, registerFocus }: MarkdownFieldProps) {
  const tools = useWritingTools();
  const split = useMediaQuery(SPLIT_QUERY);
  const [pane, setPane] = useState<MarkdownPane>('write');
  const [mode, setMode] = useState<WritingMode>(() => (tools ? storedMode() : 'markdown'));
  const [altFor, setAltFor] = useState<{ path: string; name: string } | null>(null);
  const uploads = useImageUploads(tools?.uploadImage);
  const preview = useDeferredValue(value);
  const ids = { stats: useId(), previewLabel: useId() };
  // An upload ends after later keystrokes: its placeholder is replaced in the text as it is then.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const placeholderKey = useRef(1);

  // A message on this field must be reachable even while the Preview tab is showing.
  useEffect(
    () =>
      registerFocus(field.name, () => {
        setPane('write');
        requestAnimationFrame(() => document.getElementById(field.id)?.focus());
      }),
    [registerFocus, field.name, field.id],
  );

  const chooseMode = (next: WritingMode) => {
    setMode(next);
    setAltFor(null);
    try {
      localStorage.setItem(WRITING_MODE_KEY, next);
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
  };

  /** Pasted or dropped images in the markdown mode: a placeholder at the caret, the image once uploaded. */
  const takeImages = (files: File[], area: HTMLTextAreaElement) => {
    let text = latest.current;
    let at = area.selectionStart;
    const keyed = files.map((file) => {
      const key = placeholderKey.current++;
      const next = insertPlaceholder(text, at, key, file.name);
      text = next.value;
      at = next.caret;
      return { file, key };
    });
    onChange(text);
    for (const { file, key } of keyed) {
      void uploads.start(file).then((path) => {
        if (path) {
          onChange(replacePlaceholder(latest.current, key, path));
          setAltFor({ path, name: file.name || 'the pasted image' });
        } else {
          onChange(removePlaceholder(latest.current, key));
        }
      });
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = tools ? imageFilesOf(event.clipboardData) : [];
    if (files.length === 0) return;
    event.preventDefault();
    takeImages(files, event.currentTarget);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = tools ? imageFilesOf(event.dataTransfer) : [];
    if (files.length === 0) return;
    event.preventDefault();
    takeImages(files, event.currentTarget);
  };

  const hint = (mode === 'visual' ? VISUAL_HINT : HINT) + (tools ? IMAGE_HINT : '');
  const write = (
    <TextArea
      id={field.id}
      name={field.name}
      className="admin-markdown__pane"
      resize="vertical"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      onPaste={onPaste}
      onDrop={onDrop}
      spellCheck
      aria-required
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, hint, ids.stats)}
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
      {tools ? (
        <SegmentedControl.Root size="1" value={mode} onValueChange={(next) => chooseMode(next as WritingMode)} aria-label="Writing mode">
          <SegmentedControl.Item value="visual">Visual</SegmentedControl.Item>
          <SegmentedControl.Item value="markdown">Markdown</SegmentedControl.Item>
        </SegmentedControl.Root>
      ) : null}
      {mode === 'markdown' ? <InsertImageButton textareaId={field.id} value={value} onChange={onChange} /> : null}
      <Text id={ids.stats} size="2" color="gray">
        {countWords(value)} words · {formatReadTime(readTimeOf(value))}
      </Text>
    </Flex>
  );

  const markdownMode = split ? (
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
  );

  const VisualEditor = tools?.VisualEditor;
  return (
    <FieldFrame field={field} label={label} required hint={hint} aside={stats}>
      {mode === 'visual' && VisualEditor ? (
        <Suspense
          fallback={
            <Text as="p" size="2" color="gray" role="status">
              Loading the visual editor…
            </Text>
          }
        >
          <VisualEditor
            id={field.id}
            label={label}
            value={value}
            onChange={onChange}
            onBlur={field.onBlur}
            describedBy={describedBy(field, hint, ids.stats)}
            invalid={Boolean(field.error)}
            startUpload={uploads.start}
          />
        </Suspense>
      ) : (
        markdownMode
      )}
      {altFor && mode === 'markdown' ? (
        <AltTextPrompt
          name={altFor.name}
          onDone={(alt) => {
            if (alt) onChange(setAltOf(latest.current, altFor.path, alt));
            setAltFor(null);
            document.getElementById(field.id)?.focus();
          }}
        />
      ) : null}
      <ImageUploadStatus running={uploads.running} failed={uploads.failed} onDismiss={uploads.dismiss} />
    </FieldFrame>
  );
}
