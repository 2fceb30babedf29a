import { Button, Flex, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { useId } from 'react';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { useConsent } from '../../lib/consent/consent-context';
import './consent-banner.css';

/** The answer removes the banner under the focus; carry the focus on to the page instead of <body>. */
function focusMain() {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * A non-modal bar at the foot of the viewport (the consent bar of docs/requirements.md#r-shell).
 * It asks about analytics cookies only; under Global Privacy Control it does not ask at all and
 * says so once.
 */
export function ConsentBanner() {
  const { choice, gpc, gpcNoticeSeen, unread, choose, acknowledgeGpc } = useConsent();
  const titleId = useId();
  if (unread || (gpc ? gpcNoticeSeen : choice !== null)) return null;

  const answer = (action: () => void) => () => {
    action();
    focusMain();
  };

  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <Flex className="container" wrap="wrap" align="center" justify="between" gap="3" py="4">
        <div className="consent-banner__text">
          <Heading as="h2" size="3" id={titleId} mb="1">
            {gpc ? 'Global Privacy Control respected' : 'Analytics cookies'}
          </Heading>
          <Text as="p" size="2" color="gray" m="0">
            {gpc
              ? 'Your browser sends a Global Privacy Control signal, so analytics cookies stay off. '
              : 'May we use analytics cookies to count page views and learn which stories help? Nothing is set unless you accept. '}
            <ThemeLink href="/privacy-policy">Privacy Policy</ThemeLink>
          </Text>
        </div>
        <Flex gap="3">
          {gpc ? (
            <Button onClick={answer(acknowledgeGpc)}>OK</Button>
          ) : (
            <>
              <Button onClick={answer(() => choose('granted'))}>Accept</Button>
              <Button variant="outline" onClick={answer(() => choose('denied'))}>
                Decline
              </Button>
            </>
          )}
        </Flex>
      </Flex>
    </section>
  );
}
