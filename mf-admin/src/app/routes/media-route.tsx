import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { MediaLibrary } from '../../features/media/components/media-library';

export function MediaRoute() {
  return (
    <div>
      <PageMeta title="Media library | Admin" />
      <PageHeader
        backToAdmin
        title="Media library"
        intro="Every uploaded image, ready for posts, guides and topics. Pages get each one in the sizes and formats a screen needs."
      />
      <MediaLibrary />
    </div>
  );
}
