import { MissingPage } from '../../../components/missing-page/missing-page';

export function TopicNotFound() {
  return (
    <MissingPage title="Topic Not Found" message="The topic you're looking for doesn't exist." to="/topics" linkLabel="View All Topics" />
  );
}
