import { Extension } from '@tiptap/core';
import { EditorContent, ReactNodeViewRenderer, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { imageFilesOf } from '../../components/form/image-paste';
import type { VisualEditorProps } from '../../components/form/writing-tools';
import { AltRequestContext, ImageView } from './image-view';
import { LinkDialog } from './link-dialog';
import { visualEditorExtensions } from './markdown-round-trip';
import { IMAGE_BLOCK_ID, type SlashBlock } from './slash-blocks';
import { SlashMenu, type SlashMenuHandlers, type SlashMenuState } from './slash-menu-extension';
import { moveActive, SlashMenuList } from './slash-menu-list';
import { Toolbar } from './toolbar';
import './visual-editor.css';

/** Mod-K opens the link dialog (the dialog itself is React, so the extension only calls out). */
const LinkShortcut = Extension.create<{ open: () => void }>({
  name: 'linkShortcut',
  addOptions() {
    return { open: () => undefined };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.open();
        return true;
      },
    };
  },
});

/**
 * The stored form of what the editor holds. The serializer drops a body's final newline; it is kept
 * as the body had it, so switching modes alone changes nothing.
 */
export function toStored(markdown: string, endsWithNewline: boolean): string {
  const body = markdown.replace(/\n+$/, '');
  return endsWithNewline && body ? `${body}\n` : body;
}

/**
 * The visual mode of the body field: Tiptap with the schema the round trip is tested on. It is fed
 * the markdown string and gives markdown back on every change, so the form never holds anything else.
 */
export default function VisualEditor({ id, label, value, onChange, onBlur, describedBy, invalid, startUpload }: VisualEditorProps) {
  const menuId = useId();
  const emitted = useRef(value);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const [menu, setMenu] = useState<SlashMenuState | null>(null);
  const [active, setActive] = useState(0);
  const [altSrc, setAltSrc] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The editor is made once; what its callbacks call is read from here, so it is always current.
  const live = useRef({ onChange, onBlur, startUpload, value, menu, active });
  useLayoutEffect(() => {
    live.current = { onChange, onBlur, startUpload, value, menu, active };
  });

  const editor = useEditor({
    extensions: [
      ...visualEditorExtensions({ imageView: ReactNodeViewRenderer(ImageView) }),
      SlashMenu,
      LinkShortcut.configure({ open: () => openLink() }),
    ],
    content: value,
    contentType: 'markdown',
    shouldRerenderOnTransaction: false,
    // The site's CSP allows no inline <style>; the rules Tiptap would inject are in visual-editor.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-label': label,
        spellcheck: 'true',
        class: 'visual-editor__content',
      },
      handlePaste: (view, event) => {
        const files = imageFilesOf(event.clipboardData);
        if (files.length === 0) return false;
        upload(files);
        return true;
      },
      handleDrop: (view, event) => {
        const files = imageFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) editor?.commands.setTextSelection(at.pos);
        upload(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const markdown = toStored(current.getMarkdown(), live.current.value.endsWith('\n'));
      emitted.current = markdown;
      live.current.onChange(markdown);
    },
    onBlur: () => live.current.onBlur(),
  });

  /** Uploads images (pasted, dropped or picked) and puts each at the caret once it is in the library. */
  function upload(files: File[]) {
    for (const file of files) {
      void live.current.startUpload(file).then((src) => {
        if (!src || editor.isDestroyed) return;
        setAltSrc(src);
        // No focus() here: the alt text field under the new image takes the focus.
        editor.commands.insertContent({ type: 'image', attrs: { src, alt: null } });
      });
    }
  }

  function openLink() {
    setLinkFor((editor.getAttributes('link').href as string | undefined) ?? '');
  }

  function choose(block: SlashBlock) {
    live.current.menu?.command(block);
    if (block.id === IMAGE_BLOCK_ID) fileInput.current?.click();
  }

  useLayoutEffect(() => {
    const handlers: SlashMenuHandlers = {
      show: (state) => {
        setMenu((previous) => {
          if (!previous || previous.query !== state.query) setActive(0);
          return state;
        });
      },
      keyDown: (event) => {
        const { menu: open, active: current } = live.current;
        if (!open) return false;
        if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
          setActive(moveActive(current, open.items.length, event.key));
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          const block = open.items[current];
          if (!block) return false;
          choose(block);
          return true;
        }
        return false;
      },
      hide: () => setMenu(null),
    };
    // A Suspense boundary above may hide and show this component again: useEditor then makes a new
    // editor, and the effects run once more with the old, destroyed one before it arrives.
    if (!editor.isDestroyed) editor.storage.slashMenu.connect(handlers);
  });

  // A new body from outside (a restored revision, a merge, the other mode) replaces the document.
  useEffect(() => {
    if (value === emitted.current || editor.isDestroyed) return;
    emitted.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  // What changes after the editor is made, and what the `/` menu highlights, is said on the text box.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const dom = editor.view.dom;
    const set = (name: string, next: string | undefined) => (next === undefined ? dom.removeAttribute(name) : dom.setAttribute(name, next));
    set('aria-invalid', invalid ? 'true' : undefined);
    set('aria-describedby', describedBy);
    const block = menu?.items[active];
    set('aria-controls', menu && menu.items.length > 0 ? menuId : undefined);
    set('aria-activedescendant', menu && block ? `${menuId}-${block.id}` : undefined);
  }, [editor, invalid, describedBy, menu, active, menuId]);

  return (
    <div className="visual-editor">
      <Toolbar editor={editor} onLink={openLink} onImage={() => fileInput.current?.click()} />
      <AltRequestContext value={{ src: altSrc, done: () => setAltSrc(null) }}>
        <EditorContent editor={editor} />
      </AltRequestContext>
      {menu ? <SlashMenuList id={menuId} items={menu.items} active={active} rect={menu.clientRect?.() ?? null} onChoose={choose} /> : null}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label="Image to upload"
        onChange={(event) => {
          upload(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {linkFor !== null ? (
        <LinkDialog
          initial={linkFor}
          onClose={() => {
            setLinkFor(null);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinkFor(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (!href) chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link'))
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
          }}
        />
      ) : null}
    </div>
  );
}
