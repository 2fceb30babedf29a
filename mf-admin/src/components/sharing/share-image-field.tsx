import { Button } from '@livefully/web-kit/ui';
import { X } from 'lucide-react';
import { MediaPickerButton } from '../form/media-picker';
import { TextField } from '../form/text-field';
import type { FieldState } from '../form/use-editor-form';

type ShareImageFieldProps = { field: FieldState; value: string; onChange: (value: string) => void; defaultSays: string };

/** The share image chosen from the media library; left blank, the page's own image is used (defaultSays). */
export function ShareImageField({ field, value, onChange, defaultSays }: ShareImageFieldProps) {
  return (
    <>
      <TextField
        field={field}
        label="Share image"
        hint={value.trim() ? 'Cut to 1200×630 for share cards.' : `Blank: ${defaultSays}`}
        value={value}
        onChange={onChange}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        aside={<MediaPickerButton title="Choose the share image" label="Choose share image" onPick={(image) => onChange(image.path)} />}
      />
      {value.trim() ? (
        <Button type="button" variant="ghost" size="1" onClick={() => onChange('')}>
          <X aria-hidden="true" focusable="false" size={14} />
          Use the default image
        </Button>
      ) : null}
    </>
  );
}
