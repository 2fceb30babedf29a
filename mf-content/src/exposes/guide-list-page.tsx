import { getGuidesQueryOptions } from '@livefully/content-queries';
import { PageMeta, type PagePrefetch } from '@livefully/web-kit';
import { PageHeader } from '../components/page-header/page-header';
import { GuideList } from '../features/guides/components/guide-list';

const SUBTITLE = 'In-depth guides for planning, trying and savouring more of what matters, one step at a time.';

export default function GuideListPage() {
  return (
    <div className="container page">
      <PageMeta title="Explore" description={`Explore our guides. ${SUBTITLE}`} />
      <PageHeader title="Explore" subtitle={SUBTITLE} />
      <GuideList />
    </div>
  );
}

/** Every guide, as the list reads them. */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(getGuidesQueryOptions());
};
