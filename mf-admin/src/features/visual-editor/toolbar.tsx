import { IconButton } from '@livefully/web-kit/ui';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  SquareCode,
} from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveActive } from './slash-menu-list';

type Action = { label: string; icon: ReactNode; pressed?: boolean; run: () => void };

const icon = (Icon: typeof Bold) => <Icon aria-hidden="true" focusable="false" size={16} />;

/**
 * The same actions as the shortcuts and the `/` menu, as buttons: each says what it does
 * (aria-label, with its shortcut as a title) and whether it is on where the caret is (aria-pressed).
 * One Tab stop, arrows between the buttons, as the ARIA toolbar pattern has it.
 */
export function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
    }),
  });
  const [current, setCurrent] = useState(0);
  const chain = () => editor.chain().focus();
  const groups: (Action & { title: string })[][] = [
    [
      { label: 'Bold', title: 'Ctrl+B', icon: icon(Bold), pressed: on.bold, run: () => chain().toggleBold().run() },
      { label: 'Italic', title: 'Ctrl+I', icon: icon(Italic), pressed: on.italic, run: () => chain().toggleItalic().run() },
      { label: 'Inline code', title: 'Ctrl+E', icon: icon(Code), pressed: on.code, run: () => chain().toggleCode().run() },
      { label: 'Link', title: 'Ctrl+K', icon: icon(Link), pressed: on.link, run: onLink },
    ],
    [
      {
        label: 'Heading 1',
        title: 'Ctrl+Alt+1',
        icon: icon(Heading1),
        pressed: on.h1,
        run: () => chain().toggleHeading({ level: 1 }).run(),
      },
      {
        label: 'Heading 2',
        title: 'Ctrl+Alt+2',
        icon: icon(Heading2),
        pressed: on.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: 'Heading 3',
        title: 'Ctrl+Alt+3',
        icon: icon(Heading3),
        pressed: on.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      { label: 'Bulleted list', title: '- then space', icon: icon(List), pressed: on.bullets, run: () => chain().toggleBulletList().run() },
      {
        label: 'Numbered list',
        title: '1. then space',
        icon: icon(ListOrdered),
        pressed: on.numbers,
        run: () => chain().toggleOrderedList().run(),
      },
      { label: 'Quote', title: '> then space', icon: icon(Quote), pressed: on.quote, run: () => chain().toggleBlockquote().run() },
      {
        label: 'Code block',
        title: '``` then space',
        icon: icon(SquareCode),
        pressed: on.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
      { label: 'Divider', title: '/divider', icon: icon(Minus), run: () => chain().setHorizontalRule().run() },
      { label: 'Image', title: 'or paste, or drop', icon: icon(ImagePlus), run: onImage },
    ],
  ];
  const count = groups.flat().length;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp', Home: 'Home', End: 'End' }[event.key];
    if (!key) return;
    event.preventDefault();
    const next = moveActive(current, count, key);
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  let position = -1;
  return (
    <div role="toolbar" aria-label="Formatting" className="visual-editor__toolbar" onKeyDown={onKeyDown}>
      {groups.map((group, index) => (
        <span key={group[0]!.label} className="visual-editor__group">
          {index > 0 ? <span className="visual-editor__divider" aria-hidden="true" /> : null}
          {group.map((action) => (
            <IconButton
              key={action.label}
              type="button"
              tabIndex={++position === current ? 0 : -1}
              size="1"
              variant="ghost"
              // A pressed button is drawn by visual-editor.css from aria-pressed, so no other variant's CSS ships.
              aria-label={action.label}
              aria-pressed={action.pressed === undefined ? undefined : action.pressed}
              title={`${action.label} (${action.title})`}
              // Keep the editor's selection: a click must not move focus before the command runs.
              onMouseDown={(event) => event.preventDefault()}
              onClick={action.run}
            >
              {action.icon}
            </IconButton>
          ))}
        </span>
      ))}
    </div>
  );
}
