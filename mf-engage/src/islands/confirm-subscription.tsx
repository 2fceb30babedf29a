// The confirm subscription link's panel, as an island (web-apps.json `islands`): loaded by the island runtime.
import { IslandQueries } from '@livefully/web-kit';
import { ConfirmPanel } from '../features/subscriptions/components/confirm-subscription';

/** Its one POST is a react-query mutation: the island brings its own client. */
export default function ConfirmPanelIsland({ token }: { token: string }) {
  return (
    <IslandQueries>
      <ConfirmPanel token={token} />
    </IslandQueries>
  );
}
