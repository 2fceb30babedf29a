import { useRef, type KeyboardEvent } from 'react';

export type MarkdownPane = 'write' | 'preview';
const PANES: { pane: MarkdownPane; label: string }[] = [
  { pane: 'write', label: 'Write' },
  { pane: 'preview', label: 'Preview' },
];

type MarkdownTabsProps = { idPrefix: string; pane: MarkdownPane; onChange: (pane: MarkdownPane) => void };

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function MarkdownTabs({ idPrefix, pane, onChange }: MarkdownTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = PANES.findIndex((p) => p.pane === pane);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PANES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + PANES.length) % PANES.length;
    onChange(PANES[target]!.pane);
    tabs.current[target]?.focus();
  }

  return (
    <div className="admin-tabs" role="tablist" aria-label="Content editor" onKeyDown={onKeyDown}>
      {PANES.map(({ pane: value, label }, index) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${value}-tab`}
          aria-controls={`${idPrefix}-${value}`}
          aria-selected={pane === value}
          tabIndex={pane === value ? 0 : -1}
          className="admin-tabs__tab"
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
