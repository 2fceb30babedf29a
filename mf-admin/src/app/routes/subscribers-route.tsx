import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { SubscriberLists } from '../../features/subscribers/components/subscriber-lists';

export function SubscribersRoute() {
  return (
    <div>
      <PageMeta title="Subscribers | Admin" />
      <PageHeader backToAdmin title="Subscribers" intro="Who asked for the newsletter and who wants to hear when each app launches." />
      <SubscriberLists />
    </div>
  );
}
