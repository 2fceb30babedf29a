import { ErrorPanel } from '@livefully/web-kit';
import { ListEmpty } from '../../../components/list-empty/list-empty';
import { SkeletonCards } from '@livefully/web-kit/cards';
import { useGuides } from '../api/get-guides';
import { GuideCard } from './guide-card';
import './guide-list.css';

export function GuideList() {
  const { data: guides, isPending, isError, isFetching, refetch } = useGuides();

  if (isPending || (isError && isFetching)) {
    return <SkeletonCards count={3} label="Loading guides..." className="guide-list" variant="row" />;
  }
  if (isError) {
    return (
      <ErrorPanel
        title="We couldn't load the guides"
        message="Something went wrong on our side. Please try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  if (guides.length === 0) {
    return <ListEmpty title="No guides found" message="We're working on creating comprehensive guides. Check back soon!" />;
  }
  return (
    <ul className="guide-list">
      {guides.map((guide, index) => (
        <li key={guide.id}>
          <GuideCard guide={guide} imageBeside={index % 2 === 0 ? 'left' : 'right'} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
