import type { SubscriptionChange } from '@livefully/contracts';
import { Island, PageMeta } from '@livefully/web-kit';
import { Button } from '@livefully/web-kit/ui';
import { CircleCheck, CloudOff, Link2Off, MailCheck, TimerOff } from 'lucide-react';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useLinkAction, type LinkState } from '../hooks/use-link-action';
import { LinkPanel, type LinkPanelView } from './link-panel';
import { BLOG, HOME, OnwardLinks } from './onward-links';

/** Never indexed: the page is one reader's link, and says nothing without it. */
const noindex = <meta name="robots" content="noindex, nofollow" />;

function confirmView(state: LinkState<SubscriptionChange>, retry: () => void): LinkPanelView {
  switch (state.outcome) {
    case 'pending':
      return { heading: 'Confirming your subscription…', body: <p>This takes a moment.</p> };
    case 'done':
      return {
        heading: 'Subscription confirmed',
        Icon: CircleCheck,
        color: 'green',
        body: (
          <>
            <p>
              <strong className="link-panel__address">{state.change.email}</strong> is subscribed to{' '}
              <strong>{state.change.listTitle}</strong>.
            </p>
            <p>Every e-mail we send has a link to unsubscribe.</p>
          </>
        ),
        actions: <OnwardLinks links={[HOME, BLOG]} />,
      };
    case 'used':
      return {
        heading: 'Already confirmed',
        Icon: MailCheck,
        color: 'blue',
        body: <p>This link was used before: your subscription is confirmed, and there is nothing more to do.</p>,
        actions: <OnwardLinks links={[HOME, BLOG]} />,
      };
    case 'expired':
      return {
        heading: 'Link expired',
        Icon: TimerOff,
        color: 'amber',
        body: <p>Confirmation links work for a limited time. Subscribe again and we&apos;ll send you a new one.</p>,
        actions: (
          <OnwardLinks
            links={[
              { to: '/#newsletter', label: 'Subscribe to the newsletter' },
              { to: '/apps', label: 'Get notified about an app' },
            ]}
          />
        ),
      };
    case 'invalid':
      return {
        heading: 'Link not valid',
        Icon: Link2Off,
        body: <p>Check that the whole link from the e-mail was opened, or subscribe again to get a new one.</p>,
        actions: <OnwardLinks links={[HOME, BLOG]} />,
      };
    case 'unavailable':
      return {
        heading: 'Please try again later',
        Icon: CloudOff,
        color: 'red',
        body: <p>We couldn&apos;t confirm your subscription just now. Your link still works: try again in a moment.</p>,
        actions: (
          <Button type="button" size="3" onClick={retry}>
            Try again
          </Button>
        ),
      };
  }
}

/** The link's panel (an island): the one POST once alive in the browser, then what it led to. */
export function ConfirmPanel({ token }: { token: string }) {
  const { state, retry } = useLinkAction(useConfirmSubscription(), token);
  return <LinkPanel view={confirmView(state, retry)} busy={state.outcome === 'pending'} />;
}

/** /subscriptions/confirm?token=…: the one POST on load, then what it led to. */
export function ConfirmSubscription({ token }: { token: string }) {
  return (
    <>
      <PageMeta title="Confirm Subscription" description="Confirm your subscription to Live Fully's e-mails." />
      {noindex}
      <Island name="mf_engage/ConfirmSubscription" component={ConfirmPanel} props={{ token }} />
    </>
  );
}
