import { useConsent } from '../../lib/consent/consent-context';

/** Withdrawing or changing the answer is as easy as giving it: the banner asks again. */
export function CookieSettingsButton() {
  const { reset } = useConsent();
  return (
    <button type="button" className="link-button" onClick={reset}>
      Cookie settings
    </button>
  );
}
