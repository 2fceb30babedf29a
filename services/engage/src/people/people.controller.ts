import { Controller } from '@nestjs/common';
import { peopleAdminOperations as ops, type Actor, type Person, type PersonErased, type PersonExport } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { PeopleService } from './people.service.js';

/** People's rights; the gateway lets only admins send these. */
@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Handles(ops.getPerson)
  get({ email }: { email: string }): Promise<Person> {
    return this.people.get(email);
  }

  @Handles(ops.exportPerson)
  export({ email }: { email: string }): Promise<PersonExport> {
    return this.people.export(email);
  }

  @Handles(ops.erasePerson)
  erase({ actor, email, requestId }: { actor: Actor; email: string; requestId?: string }): Promise<PersonErased> {
    return this.people.erase(actor, email, requestId);
  }
}
