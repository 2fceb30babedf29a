import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { PeopleLookup } from '../../features/people/components/people-lookup';

export function PeopleRoute() {
  return (
    <div>
      <PageMeta title="People | Admin" />
      <PageHeader
        backToAdmin
        title="People"
        intro="What the site keeps about an address: look it up, give the person a copy, or erase it when they ask."
      />
      <PeopleLookup />
    </div>
  );
}
