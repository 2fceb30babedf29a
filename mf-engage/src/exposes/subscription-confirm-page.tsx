import { useSearchParams } from '@livefully/web-kit/router';
import { ConfirmSubscription } from '../features/subscriptions/components/confirm-subscription';

/** A new token (another link opened in the same tab) is a new page with its own one request. */
export default function SubscriptionConfirmPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return <ConfirmSubscription key={token} token={token} />;
}
