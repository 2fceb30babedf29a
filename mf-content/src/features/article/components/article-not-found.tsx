import { MissingPage } from '../../../components/missing-page/missing-page';

export function ArticleNotFound() {
  return (
    <MissingPage
      title="Article Not Found"
      message="The article you're looking for doesn't exist."
      to="/blog"
      linkLabel="Browse All Articles"
      describe={false}
    />
  );
}
