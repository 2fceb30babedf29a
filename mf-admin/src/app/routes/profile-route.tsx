import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { useMyAuthor } from '../../features/authors/api/author-queries';
import { ProfileForm } from '../../features/authors/components/profile-form';
import { EditorLoadError, EditorLoading } from './editor-states';

/** "My profile": the member's own byline and author page (docs/authors.md). */
export function ProfileRoute() {
  const mine = useMyAuthor();
  return (
    <div>
      <PageMeta title="My profile | Admin" />
      <PageHeader backToAdmin title="My profile" intro="Your byline: readers see it on your articles and on your author page." />
      {mine.data ? (
        <ProfileForm key={mine.data.id} author={mine.data} />
      ) : mine.isError ? (
        <EditorLoadError noun="profile" onRetry={() => void mine.refetch()} />
      ) : (
        <EditorLoading noun="profile" />
      )}
    </div>
  );
}
