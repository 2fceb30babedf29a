import { NotFound } from '../features/not-found/components/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
