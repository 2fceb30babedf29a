// The unsubscribe link's panel, as an island (web-apps.json `islands`): loaded by the island runtime.
import { IslandQueries } from '@livefully/web-kit';
import { UnsubscribePanel } from '../features/subscriptions/components/unsubscribe';

/** Its one POST is a react-query mutation: the island brings its own client. */
export default function UnsubscribePanelIsland({ token }: { token: string }) {
  return (
    <IslandQueries>
      <UnsubscribePanel token={token} />
    </IslandQueries>
  );
}
