import type { SubscriptionChange } from '@livefully/contracts';
import { Island, PageMeta } from '@livefully/web-kit';
import { Button } from '@livefully/web-kit/ui';
import { CloudOff, Link2Off, MailX } from 'lucide-react';
import { useUnsubscribe } from '../api/unsubscribe';
import { useLinkAction, type LinkState } from '../hooks/use-link-action';
import { LinkPanel, type LinkPanelView } from './link-panel';
import { BLOG, HOME, OnwardLinks } from './onward-links';

const noindex = <meta name="robots" content="noindex, nofollow" />;

function unsubscribeView(state: LinkState<SubscriptionChange>, retry: () => void): LinkPanelView {
  switch (state.outcome) {
    case 'pending':
      return { heading: 'Unsubscribing…', body: <p>This takes a moment.</p> };
    case 'done':
      return {
        heading: 'You are unsubscribed',
        Icon: MailX,
        color: 'green',
        body: (
          <>
            <p>
              <strong className="link-panel__address">{state.change.email}</strong> will get no more e-mails of{' '}
              <strong>{state.change.listTitle}</strong>.
            </p>
            <p>Changed your mind? You can subscribe again at any time.</p>
          </>
        ),
        actions: <OnwardLinks links={[HOME, BLOG]} />,
      };
    case 'unavailable':
      return {
        heading: 'Please try again later',
        Icon: CloudOff,
        color: 'red',
        body: <p>We couldn&apos;t unsubscribe you just now. Your link still works: try again in a moment.</p>,
        actions: (
          <Button type="button" size="3" onClick={retry}>
            Try again
          </Button>
        ),
      };
    // Unsubscribe links neither expire nor wear out; a refusal of either kind is a link we do not know.
    case 'invalid':
    case 'used':
    case 'expired':
      return {
        heading: 'Link not valid',
        Icon: Link2Off,
        body: <p>Check that the whole link from the e-mail was opened. Every e-mail we send has its own unsubscribe link.</p>,
        actions: <OnwardLinks links={[HOME, BLOG]} />,
      };
  }
}

/** The link's panel (an island): the one POST once alive in the browser, then what it led to. */
export function UnsubscribePanel({ token }: { token: string }) {
  const { state, retry } = useLinkAction(useUnsubscribe(), token);
  return <LinkPanel view={unsubscribeView(state, retry)} busy={state.outcome === 'pending'} />;
}

/** /subscriptions/unsubscribe?token=…: the one POST on load, then what it led to. */
export function Unsubscribe({ token }: { token: string }) {
  return (
    <>
      <PageMeta title="Unsubscribe" description="Stop Live Fully's e-mails." />
      {noindex}
      <Island name="mf_engage/Unsubscribe" component={UnsubscribePanel} props={{ token }} />
    </>
  );
}
