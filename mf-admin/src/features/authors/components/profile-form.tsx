import { ErrorCode, type AdminAuthor } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Button, Flex, Link, Text } from '@livefully/web-kit/ui';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { readApiProblem } from '../../../lib/api-problem';
import { useUpdateAuthor } from '../api/author-queries';
import { AUTHOR_FIELDS, authorToValues, parseAuthorValues } from '../utils/author-form-values';
import { ProfilePhotoField } from './profile-photo-field';
import './profile-form.css';

/**
 * One profile's fields (docs/authors.md): what readers see as the byline and on the author
 * page. The same form serves "My profile" and an editor's edit of anyone's.
 */
export function ProfileForm({ author }: { author: AdminAuthor }) {
  const form = useEditorForm({ initialValues: authorToValues(author), parse: parseAuthorValues, fields: AUTHOR_FIELDS });
  const { values, setValues, field } = form;
  const save = useUpdateAuthor();
  const { toast } = useToast();
  const onSave = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: author.id, input });
      form.reset(authorToValues(saved));
      toast({ title: 'Profile saved', description: `Bylines now read “${saved.name}”.` });
    } catch (error) {
      const problem = readApiProblem(error);
      if (!form.showServerProblem(problem, problem.code === ErrorCode.SlugTaken ? 'slug' : undefined)) {
        toast({ title: 'Could not save the profile', description: problem.message, variant: 'destructive' });
      }
    }
  });
  return (
    <form onSubmit={onSave} noValidate className="profile-form">
      <ErrorSummary errors={form.summary} idOf={form.idOf} onSelect={form.focusField} noun="profile" />
      <Flex direction="column" gap="4">
        <TextField
          field={field('name')}
          label="Name"
          required
          autoComplete="name"
          value={values.name}
          onChange={(name) => setValues({ name })}
        />
        <TextField
          field={field('slug')}
          label="Address"
          required
          hint={`The author page: /authors/${values.slug || '…'}`}
          spellCheck={false}
          autoComplete="off"
          value={values.slug}
          onChange={(slug) => setValues({ slug })}
        />
        <TextAreaField
          field={field('bio')}
          label="Short bio"
          hint="Up to 300 characters of plain text, shown under the name on the author page."
          value={values.bio}
          onChange={(bio) => setValues({ bio })}
        />
        <ProfilePhotoField
          field={field('photoId')}
          value={values.photoPath}
          alt={values.name}
          onChange={(photoPath) => setValues({ photoPath })}
        />
        <TextField
          field={field('link')}
          label="Link"
          type="url"
          inputMode="url"
          hint="Your own site or a social profile: a full https:// address."
          value={values.link}
          onChange={(link) => setValues({ link })}
        />
        <Flex align="center" gap="4" wrap="wrap">
          <Button type="submit" size="3" loading={save.isPending}>
            Save profile
          </Button>
          {author.postCount > 0 ? (
            <Text size="2" color="gray">
              On {author.postCount === 1 ? '1 post' : `${author.postCount} posts`}
              {' · '}
              <Link href={`/authors/${author.slug}`} target="_blank" rel="noopener">
                View author page
              </Link>
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}
