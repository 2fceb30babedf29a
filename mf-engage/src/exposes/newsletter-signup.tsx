import { Island } from '@livefully/web-kit';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** The shell renders this in the home page's slot: the sign-up is an island of its own. */
export default function NewsletterSignupSlot() {
  return <Island name="mf_engage/NewsletterSignup" component={NewsletterSignup} props={{}} />;
}
