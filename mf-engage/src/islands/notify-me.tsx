// An app's Notify Me on the apps page, as an island (web-apps.json `islands`): loaded by the island runtime.
import { IslandQueries } from '@livefully/web-kit';
import { NotifyMe, type NotifyApp } from '../features/apps/components/notify-me';

/** Its dialog's subscribe is a react-query mutation: the island brings its own client. */
export default function NotifyMeIsland(props: NotifyApp & { asked?: boolean }) {
  return (
    <IslandQueries>
      <NotifyMe {...props} />
    </IslandQueries>
  );
}
