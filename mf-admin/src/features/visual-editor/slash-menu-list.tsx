import type { SlashBlock } from './slash-blocks';

/**
 * The `/` menu. Focus stays in the text, where the writer types the filter; the text box names the
 * highlighted option with aria-activedescendant, so a screen reader follows the arrow keys.
 */
export function SlashMenuList({
  id,
  items,
  active,
  rect,
  onChoose,
}: {
  id: string;
  items: SlashBlock[];
  active: number;
  rect: DOMRect | null;
  onChoose: (block: SlashBlock) => void;
}) {
  const style = rect ? { top: rect.bottom + 4, left: rect.left } : undefined;
  if (items.length === 0) {
    return (
      <div className="visual-editor__menu" style={style} role="status">
        No block by that name
      </div>
    );
  }
  return (
    <ul id={id} role="listbox" aria-label="Insert a block" className="visual-editor__menu" style={style}>
      {items.map((block, index) => (
        <li
          key={block.id}
          id={`${id}-${block.id}`}
          role="option"
          aria-selected={index === active}
          className="visual-editor__option"
          // The text keeps focus; a click chooses without taking it.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(block);
          }}
        >
          {block.label}
        </li>
      ))}
    </ul>
  );
}

/** The option the arrow keys move to, wrapping at both ends. */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return 0;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return active;
}
