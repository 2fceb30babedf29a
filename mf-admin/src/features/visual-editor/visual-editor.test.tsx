// @vitest-environment jsdom
import type { Editor } from '@tiptap/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITING_MODE_KEY } from '../../components/form/markdown-field';
import { ADA, adminApi, renderAdmin, testAuth } from '../../testing/render-admin';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openNewPost() {
  adminApi();
  const auth = testAuth();
  renderAdmin('/admin/posts/new', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'New post' });
}

const content = () => screen.getByRole('textbox', { name: 'Content' });
const textarea = () => content() as HTMLTextAreaElement;
const chooseMode = (name: 'Visual' | 'Markdown') => fireEvent.click(screen.getByRole('radio', { name }));

/** The visual editor behind its text box (Tiptap keeps itself on its element). */
async function visualEditor(): Promise<{ dom: HTMLElement; editor: Editor }> {
  const dom = await waitFor(() => {
    const element = screen.getByRole('textbox', { name: 'Content' });
    expect(element.getAttribute('contenteditable')).toBe('true');
    return element;
  });
  return { dom, editor: (dom as HTMLElement & { editor: Editor }).editor };
}

/** Text as a keyboard types it: through the view's text input handlers, so the input rules run. */
function typeText(editor: Editor, text: string) {
  act(() => {
    for (const char of text) {
      const { from, to } = editor.state.selection;
      const handled = editor.view.someProp('handleTextInput', (handle) => handle(editor.view, from, to, char, () => editor.state.tr));
      if (!handled) editor.view.dispatch(editor.state.tr.insertText(char, from, to));
    }
  });
}

function press(dom: HTMLElement, key: string, modifiers: { ctrlKey?: boolean; altKey?: boolean; shiftKey?: boolean; code?: string } = {}) {
  act(() => {
    fireEvent.keyDown(dom, { key, ...modifiers });
  });
}

// A whole editor screen in jsdom, with the editor chunk loaded on demand: slower than a small render.
describe('the body field in two modes', { timeout: 20_000 }, () => {
  it('keeps what is written in either mode through switches, and remembers the mode', async () => {
    await openNewPost();
    fireEvent.change(textarea(), { target: { value: 'Written in **markdown**.' } });

    chooseMode('Visual');
    const { dom, editor } = await visualEditor();
    expect(dom.querySelector('strong')?.textContent).toBe('markdown');
    expect(localStorage.getItem(WRITING_MODE_KEY)).toBe('visual');
    act(() => {
      editor.commands.focus('end');
    });
    typeText(editor, ' And visually.');

    chooseMode('Markdown');
    expect(textarea().value).toBe('Written in **markdown**. And visually.');
    fireEvent.change(textarea(), { target: { value: `${textarea().value}\n\n- one more` } });

    chooseMode('Visual');
    const again = await visualEditor();
    expect(again.dom.querySelector('li')?.textContent).toBe('one more');
    chooseMode('Markdown');
    expect(textarea().value).toBe('Written in **markdown**. And visually.\n\n- one more');
    expect(localStorage.getItem(WRITING_MODE_KEY)).toBe('markdown');
  });

  it('turns the shortcuts and the input rules into markdown', async () => {
    await openNewPost();
    chooseMode('Visual');
    const { dom, editor } = await visualEditor();
    act(() => {
      editor.commands.focus();
    });

    press(dom, '2', { ctrlKey: true, altKey: true, code: 'Digit2' });
    typeText(editor, 'Title');
    act(() => {
      editor.commands.splitBlock();
    });
    press(dom, 'b', { ctrlKey: true });
    typeText(editor, 'bold');
    press(dom, 'b', { ctrlKey: true });
    act(() => {
      editor.commands.splitBlock();
    });
    typeText(editor, '- item');
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');

    chooseMode('Markdown');
    expect(textarea().value).toBe('## Title\n\n**bold**\n\n- item');
  });

  it('does not make strikethrough, which the round trip does not cover, but keeps a stored one', async () => {
    await openNewPost();
    fireEvent.change(textarea(), { target: { value: 'Kept ~~struck~~.' } });
    chooseMode('Visual');
    const { dom, editor } = await visualEditor();
    expect(dom.querySelector('s')?.textContent).toBe('struck');
    act(() => {
      editor.commands.focus('end');
      editor.commands.splitBlock();
    });
    press(dom, 'S', { ctrlKey: true, shiftKey: true });
    typeText(editor, '~~no~~ x');

    chooseMode('Markdown');
    expect(textarea().value).toBe('Kept ~~struck~~.\n\n\\~\\~no\\~\\~ x');
  });

  it('has a toolbar with one Tab stop and arrow keys between its buttons', async () => {
    await openNewPost();
    chooseMode('Visual');
    const { dom } = await visualEditor();
    expect(dom.getAttribute('aria-required')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0).map((button) => button.getAttribute('aria-label'))).toEqual(['Bold']);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Image');
    expect((document.activeElement as HTMLButtonElement).tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bold');
  });

  it('asks for a link in a labelled dialog on Ctrl+K', async () => {
    await openNewPost();
    fireEvent.change(textarea(), { target: { value: 'Read more' } });
    chooseMode('Visual');
    const { dom, editor } = await visualEditor();
    act(() => {
      editor.commands.setTextSelection({ from: 6, to: 10 });
    });
    press(dom, 'k', { ctrlKey: true });
    const address = await screen.findByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'https://example.com/more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link' })).toBeNull());

    chooseMode('Markdown');
    expect(textarea().value).toBe('Read [more](https://example.com/more)');
  });

  it('inserts a block from the / menu by keyboard alone', async () => {
    await openNewPost();
    fireEvent.change(textarea(), { target: { value: 'Above' } });
    chooseMode('Visual');
    const { dom, editor } = await visualEditor();
    act(() => {
      editor.commands.focus('end');
      editor.commands.splitBlock();
    });
    typeText(editor, '/');
    await screen.findByRole('listbox', { name: 'Insert a block' });
    expect(dom.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Heading 1' }).id);

    typeText(editor, 'di');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Divider']));
    press(dom, 'Enter');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    typeText(editor, '/');
    await screen.findByRole('listbox');
    press(dom, 'ArrowUp');
    expect(dom.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Image' }).id);
    press(dom, 'Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(dom.hasAttribute('aria-activedescendant')).toBe(false);

    chooseMode('Markdown');
    expect(textarea().value).toBe('Above\n\n---\n\n/');
  });
});
