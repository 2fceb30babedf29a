import { PageMeta } from '@livefully/web-kit';
import { TopicList } from '../features/topics/components/topic-list';

const SUBTITLE = 'Find the stories, ideas and guides that fit the way you want to live, one theme at a time.';

export default function TopicListPage() {
  return (
    <div className="container page">
      <PageMeta title="Explore by Topic" description={SUBTITLE} />
      <header className="page-header">
        <h1>Explore by Topic</h1>
        <p className="page-header__subtitle">{SUBTITLE}</p>
      </header>
      <TopicList />
    </div>
  );
}
