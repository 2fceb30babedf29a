import { Link } from '@livefully/web-kit/ui';
import { useConsent } from '../../lib/consent/consent-context';

/** Withdrawing or changing the answer is as easy as giving it: the banner asks again. */
export function CookieSettingsButton() {
  const { reset } = useConsent();
  return (
    <Link asChild size="2" color="gray" highContrast underline="always">
      <button type="button" onClick={reset}>
        Cookie settings
      </button>
    </Link>
  );
}
