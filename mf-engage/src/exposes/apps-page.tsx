import { Apps } from '../features/apps/components/apps';

export default function AppsPage() {
  return <Apps />;
}
