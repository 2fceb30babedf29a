import { APPS } from '@livefully/contracts/apps';
import { useMemo } from 'react';
import { useAppSubscribers } from '../api/get-app-subscribers';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { SubscriberTable } from './subscriber-table';

/** The newsletter, then each app of APPS in its order, each with a count, a search and an export. */
export function SubscriberLists() {
  const newsletter = useNewsletterSubscribers();
  const apps = useAppSubscribers();
  const perApp = useMemo(
    () => new Map(APPS.map((app) => [app.id, apps.data?.filter((subscriber) => subscriber.appName === app.id)])),
    [apps.data],
  );
  return (
    <>
      <SubscriberTable
        title="Newsletter"
        rows={newsletter.data}
        state={newsletter.status}
        onRetry={() => void newsletter.refetch()}
        request={{ kind: 'newsletter' }}
      />
      {APPS.map((app) => (
        <SubscriberTable
          key={app.id}
          title={app.title}
          rows={perApp.get(app.id)}
          state={apps.status}
          onRetry={() => void apps.refetch()}
          request={{ kind: 'apps', app: app.id }}
          announceHref={`/admin/mailings/new?list=${app.id}`}
        />
      ))}
    </>
  );
}
