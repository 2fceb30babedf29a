import { countWords, readTimeOf } from '@livefully/contracts';
import { formatReadTime, Markdown } from '@livefully/web-kit';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { describedBy, FieldFrame } from './field-frame';
import { MarkdownTabs, type MarkdownPane } from './markdown-tabs';
import type { FieldState } from './use-editor-form';

type MarkdownFieldProps = {
  field: FieldState;
  label: string;
  value: string;
  onChange: (value: string) => void;
  registerFocus: (name: string, focus: () => void) => () => void;
};

/** Wide enough for two readable columns: below this the preview is a tab. */
export const SPLIT_QUERY = '(min-width: 75rem)';

/**
 * Markdown with a live preview drawn by the same renderer as the public pages: side by side on
 * wide screens, Write and Preview tabs on narrow ones.
 */
export function MarkdownField({ field, label, value, onChange, registerFocus }: MarkdownFieldProps) {
  const split = useMediaQuery(SPLIT_QUERY);
  const [pane, setPane] = useState<MarkdownPane>('write');
  const preview = useDeferredValue(value);
  const ids = { stats: useId(), previewLabel: useId(), tabs: useId() };
  const showWrite = split || pane === 'write';
  const showPreview = split || pane === 'preview';

  // A message on this field must be reachable even while the Preview tab is showing.
  useEffect(
    () =>
      registerFocus(field.name, () => {
        setPane('write');
        requestAnimationFrame(() => document.getElementById(field.id)?.focus());
      }),
    [registerFocus, field.name, field.id],
  );

  const hint = 'Markdown: ## for headings, **bold**, *italic*, [text](https://…) for links, - for lists.';
  return (
    <FieldFrame
      field={field}
      label={label}
      required
      hint={hint}
      aside={
        <span id={ids.stats} className="admin-field__counter">
          {countWords(value)} words · {formatReadTime(readTimeOf(value))}
        </span>
      }
    >
      {split ? null : <MarkdownTabs idPrefix={ids.tabs} pane={pane} onChange={setPane} />}
      <div className={`admin-markdown ${split ? 'admin-markdown--split' : ''}`}>
        <div
          className="admin-markdown__write"
          hidden={!showWrite}
          {...(split ? {} : { role: 'tabpanel', id: `${ids.tabs}-write`, 'aria-labelledby': `${ids.tabs}-write-tab` })}
        >
          <textarea
            id={field.id}
            name={field.name}
            className="admin-input admin-input--area admin-markdown__textarea"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={field.onBlur}
            spellCheck
            aria-required
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy(field, hint, ids.stats)}
          />
        </div>
        <section
          className="admin-markdown__preview"
          hidden={!showPreview}
          aria-labelledby={split ? ids.previewLabel : `${ids.tabs}-preview-tab`}
          {...(split ? {} : { role: 'tabpanel', id: `${ids.tabs}-preview` })}
          tabIndex={0}
        >
          {split ? (
            <p id={ids.previewLabel} className="admin-markdown__preview-label">
              Preview
            </p>
          ) : null}
          {preview.trim() ? <Markdown>{preview}</Markdown> : <p className="admin-muted">Nothing to preview yet.</p>}
        </section>
      </div>
    </FieldFrame>
  );
}
