import { getTopicsQueryOptions } from '@livefully/content-queries';
import { PageMeta, type PagePrefetch } from '@livefully/web-kit';
import { PageHeader } from '../components/page-header/page-header';
import { TopicList } from '../features/topics/components/topic-list';

const SUBTITLE = 'Find the stories, ideas and guides that fit the way you want to live, one theme at a time.';

export default function TopicListPage() {
  return (
    <div className="container page">
      <PageMeta title="Explore by Topic" description={SUBTITLE} />
      <PageHeader title="Explore by Topic" subtitle={SUBTITLE} />
      <TopicList />
    </div>
  );
}

/** Every topic, as the grid reads them. */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(getTopicsQueryOptions());
};
