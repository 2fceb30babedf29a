import { useParams } from 'react-router';
import { Guide } from '../features/guides/components/guide';

/** Also reached as /guide/{slug}?app=1; the query changes nothing about the guide shown. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  return <Guide key={slug} slug={slug} />;
}
