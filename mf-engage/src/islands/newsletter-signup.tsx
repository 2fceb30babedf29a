// The home page's newsletter sign-up, as an island (web-apps.json `islands`): loaded by the island runtime.
import { IslandQueries } from '@livefully/web-kit';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** Its subscribe is a react-query mutation: the island brings its own client. */
export default function NewsletterSignupIsland() {
  return (
    <IslandQueries>
      <NewsletterSignup />
    </IslandQueries>
  );
}
