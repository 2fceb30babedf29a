import { useParams } from 'react-router';
import { Topic } from '../features/topics/components/topic';

export default function TopicPage() {
  const { slug = '' } = useParams();
  return <Topic key={slug} slug={slug} />;
}
