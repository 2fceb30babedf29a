import { PageMeta } from '@livefully/web-kit';
import { useSearchParams } from 'react-router';
import { SearchForm } from '../features/search/components/search-form';

export default function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('q') ?? '';
  return (
    <div className="container container--narrow page">
      <PageMeta title="Search" description="Search Live Fully's articles, guides and topics." />
      <h1>Search</h1>
      <SearchForm key={term} initialTerm={term} />
    </div>
  );
}
