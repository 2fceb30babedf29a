import { MissingPage } from '../../../components/missing-page/missing-page';

export function AuthorNotFound() {
  return (
    <MissingPage
      title="Author Not Found"
      message="The author you're looking for doesn't exist."
      to="/blog"
      linkLabel="Browse All Articles"
    />
  );
}
