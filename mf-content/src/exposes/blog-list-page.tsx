import { PageMeta } from '@livefully/web-kit';
import { BlogList } from '../features/blog/components/blog-list';

const SUBTITLE = 'Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.';

export default function BlogListPage() {
  return (
    <div className="container page blog-page">
      <PageMeta title="Blog - Latest Articles" description={SUBTITLE} />
      <header className="page-header blog-page__header">
        <p className="blog-page__eyebrow">The Live Fully Blog</p>
        <h1>Latest Insights</h1>
        <p className="page-header__subtitle">{SUBTITLE}</p>
      </header>
      <BlogList />
    </div>
  );
}
