import type { AdminPost } from '@livefully/contracts';
import { Link } from '@livefully/web-kit/router';
import { Text } from '@livefully/web-kit/ui';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { FieldState } from '../../../components/form/use-editor-form';

/**
 * What the byline field may offer (docs/authors.md): `choices`, every profile, for whoever may
 * change anyone's post (an editor or above), null for the others; `mine`, the member's own
 * profile's name, the byline of a new post left as it is.
 */
export type Bylines = { choices: SelectOption[] | null; mine: string | null };

type BylineFieldProps = {
  field: FieldState;
  value: string;
  onChange: (authorId: string) => void;
  post: AdminPost | null;
  bylines: Bylines;
};

/** An editor chooses any profile; others see the byline, and the server refuses them another anyway. */
export function BylineField({ field, value, onChange, post, bylines }: BylineFieldProps) {
  if (!bylines.choices) {
    return (
      <Text as="p" size="2" mb="0">
        Byline: <strong>{post?.author ?? bylines.mine ?? '…'}</strong>
        <Text as="span" color="gray">
          {' · '}
          <Link to="/admin/profile">Edit my profile</Link>
        </Text>
      </Text>
    );
  }
  return (
    <SelectField
      field={field}
      label="Byline"
      hint="Whose name and author page readers see."
      placeholder={bylines.mine ? `${bylines.mine} (you)` : 'Your profile'}
      options={bylines.choices}
      value={value}
      onChange={onChange}
    />
  );
}
