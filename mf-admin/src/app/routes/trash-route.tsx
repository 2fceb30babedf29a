import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { TrashList } from '../../features/trash/components/trash-list';

export function TrashRoute() {
  return (
    <div>
      <PageMeta title="Trash | Admin" />
      <PageHeader
        backToAdmin
        title="Trash"
        intro="Deleted posts, guides, topics and categories. Restore one to put it back as it was; each is purged for good on the date shown."
      />
      <TrashList />
    </div>
  );
}
