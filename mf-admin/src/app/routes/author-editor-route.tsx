import { PageMeta } from '@livefully/web-kit';
import { useParams } from '@livefully/web-kit/router';
import { isApiError } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { useAuthor } from '../../features/authors/api/author-queries';
import { ProfileForm } from '../../features/authors/components/profile-form';
import { EditorLoadError, EditorLoading, EditorNotFound } from './editor-states';

/** An editor's edit of anyone's profile (a contributor or author edits only their own). */
export function AuthorEditorRoute() {
  const { id = '' } = useParams();
  const author = useAuthor(id);
  if (author.isError && isApiError(author.error, 404)) return <EditorNotFound noun="profile" />;
  return (
    <div>
      <PageMeta title={`${author.data?.name ?? 'Profile'} | Admin`} />
      <PageHeader
        backToAdmin
        title={author.data ? `Profile: ${author.data.name}` : 'Profile'}
        intro="A byline readers see on articles and on the author page."
      />
      {author.data ? (
        <ProfileForm key={author.data.id} author={author.data} />
      ) : author.isError ? (
        <EditorLoadError noun="profile" onRetry={() => void author.refetch()} />
      ) : (
        <EditorLoading noun="profile" />
      )}
    </div>
  );
}
