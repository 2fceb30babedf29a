import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../components/page-header/page-header';
import { BlogList } from '../features/blog/components/blog-list';

const SUBTITLE = 'Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.';

export default function BlogListPage() {
  return (
    <div className="container page">
      <PageMeta title="Blog - Latest Articles" description={SUBTITLE} />
      <PageHeader eyebrow="The Live Fully Blog" title="Latest Insights" subtitle={SUBTITLE} />
      <BlogList />
    </div>
  );
}
