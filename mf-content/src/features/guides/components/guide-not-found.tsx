import { MissingPage } from '../../../components/missing-page/missing-page';

export function GuideNotFound() {
  return (
    <MissingPage title="Guide Not Found" message="The guide you're looking for doesn't exist." to="/guides" linkLabel="View All Guides" />
  );
}
