import { useParams } from 'react-router';
import { Article } from '../features/article/components/article';

export default function ArticlePage() {
  const { slug = '' } = useParams();
  return <Article key={slug} slug={slug} />;
}
