import { Badge, Flex, IconButton, TextField } from '@livefully/web-kit/ui';
import { X } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import { addTags } from './tag-list';
import type { FieldState } from './use-editor-form';

type TagsFieldProps = { field: FieldState; value: string[]; onChange: (tags: string[]) => void };

const HINT = 'Press Enter or type a comma to add a tag; Backspace in the empty box removes the last one.';

/** Tags as removable chips; what is typed and not yet added is added when the box is left. */
export function TagsField({ field, value, onChange }: TagsFieldProps) {
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function commit(text: string) {
    const next = addTags(value, text);
    setDraft('');
    if (next.length === value.length) return;
    onChange(next);
    setAnnouncement(`Added ${next.slice(value.length).join(', ')}`);
  }

  function remove(tag: string) {
    onChange(value.filter((t) => t !== tag));
    setAnnouncement(`Removed ${tag}`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!text.includes(',')) return;
    event.preventDefault();
    commit(draft + text);
  }

  return (
    <FieldFrame field={field} label="Tags" hint={HINT}>
      {value.length > 0 ? (
        <Flex asChild wrap="wrap" gap="2">
          <ul className="admin-plain-list" aria-label="Tags added">
            {value.map((tag) => (
              <li key={tag}>
                <Badge highContrast size="2" radius="full">
                  {tag}
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    radius="full"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => remove(tag)}
                  >
                    <X aria-hidden="true" focusable="false" size={14} />
                  </IconButton>
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
      <TextField.Root
        ref={input}
        id={field.id}
        name={field.name}
        value={draft}
        placeholder={value.length ? 'Add another tag' : 'Add a tag'}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (draft.trim()) commit(draft);
          field.onBlur();
        }}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, HINT)}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </FieldFrame>
  );
}
