import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createContext, useContext, useState } from 'react';
import { AltTextPrompt } from '../../components/form/image-upload-status';

/** The image just uploaded into the editor, whose alt text is to be asked for at once. */
export const AltRequestContext = createContext<{ src: string | null; done: () => void }>({ src: null, done: () => undefined });

/**
 * An image in the visual mode. One without alt text says so with a visible "Add alt text" marker,
 * which opens a field under the picture; a freshly uploaded image opens that field straight away.
 */
export function ImageView({ node, updateAttributes, editor }: ReactNodeViewProps) {
  const request = useContext(AltRequestContext);
  const [asking, setAsking] = useState(false);
  const { src, alt, title } = node.attrs as { src: string; alt?: string | null; title?: string | null };
  const open = asking || (request.src !== null && request.src === src && !alt);
  return (
    <NodeViewWrapper as="span" className="visual-image">
      <img src={src} alt={alt ?? ''} title={title ?? undefined} />
      {!alt && !open ? (
        <button type="button" contentEditable={false} className="visual-image__no-alt" onClick={() => setAsking(true)}>
          Add alt text
        </button>
      ) : null}
      {open ? (
        <span contentEditable={false} className="visual-image__alt">
          <AltTextPrompt
            name="this image"
            onDone={(text) => {
              if (text) updateAttributes({ alt: text });
              setAsking(false);
              request.done();
              editor.commands.focus();
            }}
          />
        </span>
      ) : null}
    </NodeViewWrapper>
  );
}
