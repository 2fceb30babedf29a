import { PageMeta } from '@livefully/web-kit';
import { GuideList } from '../features/guides/components/guide-list';

const SUBTITLE = 'In-depth guides for planning, trying and savouring more of what matters, one step at a time.';

export default function GuideListPage() {
  return (
    <div className="container page">
      <PageMeta title="Explore" description={`Explore our guides. ${SUBTITLE}`} />
      <header className="page-header">
        <h1>Explore</h1>
        <p className="page-header__subtitle">{SUBTITLE}</p>
      </header>
      <GuideList />
    </div>
  );
}
