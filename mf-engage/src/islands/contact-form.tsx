// The contact page's form card, as an island (web-apps.json `islands`): loaded by the island runtime.
import { IslandQueries } from '@livefully/web-kit';
import { ContactCard } from '../features/contact/components/contact-card';

/** Its send is a react-query mutation: the island brings its own client. */
export default function ContactFormIsland() {
  return (
    <IslandQueries>
      <ContactCard />
    </IslandQueries>
  );
}
