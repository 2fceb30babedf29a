import type { AdminPost } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { Link } from '@livefully/web-kit/router';
import { Text } from '@livefully/web-kit/ui';
import { SelectField } from '../../../components/form/select-field';
import type { FieldState } from '../../../components/form/use-editor-form';
import { useMayCall } from '../../access/hooks/use-may-call';
import { useAuthors, useMyAuthor } from '../../authors/api/author-queries';

type BylineFieldProps = { field: FieldState; value: string; onChange: (authorId: string) => void; post: AdminPost | null };

/**
 * The post's byline (docs/authors.md). Whoever may change anyone's post (an editor or above)
 * chooses any profile; others see the byline, their own profile's name on a new post, and the
 * server refuses them another anyway.
 */
export function BylineField({ field, value, onChange, post }: BylineFieldProps) {
  const mayCall = useMayCall();
  const mayChoose = mayCall(contentAdminRoutes.updatePost, false);
  const authors = useAuthors(mayChoose);
  const mine = useMyAuthor();
  if (!mayChoose) {
    return (
      <Text as="p" size="2" mb="0">
        Byline: <strong>{post?.author ?? mine.data?.name ?? '…'}</strong>
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
      placeholder={mine.data ? `${mine.data.name} (you)` : 'Your profile'}
      options={(authors.data ?? []).map((author) => ({
        value: author.id,
        label: author.id === mine.data?.id ? `${author.name} (you)` : author.name,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
