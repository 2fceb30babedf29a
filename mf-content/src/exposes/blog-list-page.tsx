import { PageMeta } from '@livefully/web-kit';
import { BlogPosts } from '../features/blog/components/blog-posts';

const SUBTITLE = 'Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.';

export default function BlogListPage() {
  return (
    <div className="container page">
      <PageMeta title="Blog - Latest Articles" description={SUBTITLE} />
      <header className="page-header">
        <h1>Latest Insights</h1>
        <p className="page-header__subtitle">{SUBTITLE}</p>
      </header>
      <BlogPosts />
    </div>
  );
}
