import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion';
import { blocksMatching, type SlashBlock } from './slash-blocks';

export type SlashMenuState = SuggestionProps<SlashBlock, SlashBlock>;

/** How the menu's React side follows the suggestion: shown, moved, keys, gone. */
export type SlashMenuHandlers = {
  show: (state: SlashMenuState) => void;
  keyDown: (event: KeyboardEvent) => boolean;
  hide: () => void;
};

export const slashMenuKey = new PluginKey('slashMenu');

declare module '@tiptap/core' {
  interface Storage {
    slashMenu: SlashMenuStorage;
  }
}

/**
 * Typing "/" opens a menu of blocks (Tiptap's suggestion utility finds the "/query" and its place);
 * choosing one removes what was typed and inserts the block.
 */
/**
 * The React side connects its handlers here once it has rendered. They live in an object of their
 * own, which every copy of the storage shares.
 */
type SlashMenuStorage = { bridge: { handlers: SlashMenuHandlers | null }; connect: (handlers: SlashMenuHandlers) => void };

export const SlashMenu = Extension.create<object, SlashMenuStorage>({
  name: 'slashMenu',
  addStorage() {
    const bridge: SlashMenuStorage['bridge'] = { handlers: null };
    return {
      bridge,
      connect: (handlers) => {
        bridge.handlers = handlers;
      },
    };
  },
  addProseMirrorPlugins() {
    const { bridge } = this.storage;
    const handlers = () => bridge.handlers;
    return [
      Suggestion<SlashBlock, SlashBlock>({
        editor: this.editor,
        pluginKey: slashMenuKey,
        char: '/',
        allowSpaces: false,
        items: ({ query }) => blocksMatching(query),
        command: ({ editor, range, props }) => props.run(editor.chain().focus().deleteRange(range)),
        render: () => ({
          onStart: (props) => handlers()?.show(props),
          onUpdate: (props) => handlers()?.show(props),
          onKeyDown: ({ event }) => handlers()?.keyDown(event) ?? false,
          onExit: () => handlers()?.hide(),
        }),
      }),
    ];
  },
});
