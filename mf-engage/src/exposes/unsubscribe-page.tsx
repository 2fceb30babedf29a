import { useSearchParams } from '@livefully/web-kit/router';
import { Unsubscribe } from '../features/subscriptions/components/unsubscribe';

/** A new token (another link opened in the same tab) is a new page with its own one request. */
export default function UnsubscribePage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return <Unsubscribe key={token} token={token} />;
}
