import { useId } from 'react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { useConsent } from '../../lib/consent/consent-context';
import './consent-banner.css';

/** The answer removes the banner under the focus; carry the focus on to the page instead of <body>. */
function focusMain() {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * A non-modal bar at the foot of the viewport (SPEC §2 "consent or notification component").
 * It asks about analytics cookies only; under Global Privacy Control it does not ask at all and
 * says so once.
 */
export function ConsentBanner() {
  const { choice, gpc, gpcNoticeSeen, choose, acknowledgeGpc } = useConsent();
  const titleId = useId();
  if (gpc ? gpcNoticeSeen : choice !== null) return null;

  const answer = (action: () => void) => () => {
    action();
    focusMain();
  };

  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <div className="container consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            {gpc ? 'Global Privacy Control respected' : 'Analytics cookies'}
          </h2>
          <p>
            {gpc
              ? 'Your browser sends a Global Privacy Control signal, so analytics cookies stay off. '
              : 'May we use analytics cookies to count page views and learn which stories help? Nothing is set unless you accept. '}
            <Link to="/privacy-policy">Privacy Policy</Link>
          </p>
        </div>
        <div className="cluster consent-banner__actions">
          {gpc ? (
            <button type="button" className="button button--primary" onClick={answer(acknowledgeGpc)}>
              OK
            </button>
          ) : (
            <>
              <button type="button" className="button button--primary" onClick={answer(() => choose('granted'))}>
                Accept
              </button>
              <button type="button" className="button button--outline" onClick={answer(() => choose('denied'))}>
                Decline
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
