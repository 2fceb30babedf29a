import type { SearchResult } from '@livefully/contracts';
import { FormattedDate } from '@livefully/web-kit';
import { Link } from 'react-router';
import { resultPath, resultTypeColor, resultTypeLabel } from '../utils/result-type';
import { TopicChips } from './topic-chips';

export function SearchResultCard({ result }: { result: SearchResult }) {
  const path = resultPath(result);
  return (
    <article className="search-result">
      <div className="search-result__meta">
        <span className={`badge badge--${resultTypeColor(result.type)}`}>{resultTypeLabel(result.type)}</span>
        {result.categoryName ? <span>in {result.categoryName}</span> : null}
        {result.publishedAt ? <FormattedDate value={result.publishedAt} /> : null}
      </div>
      <h3 className="search-result__title">
        <Link to={path}>{result.title}</Link>
      </h3>
      {result.excerpt ? <p className="search-result__excerpt clamp-3">{result.excerpt}</p> : null}
      <TopicChips topics={result.topics} />
      <Link to={path} className="search-result__more-link">
        Read more<span className="visually-hidden">: {result.title}</span>
      </Link>
    </article>
  );
}
