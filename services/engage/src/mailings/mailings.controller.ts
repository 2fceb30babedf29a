import { Controller } from '@nestjs/common';
import {
  mailingAdminOperations as ops,
  type Actor,
  type AdminDeleted,
  type Mailing,
  type MailingInputParsed,
  type MailingPreview,
  type MailingQuery,
  type MailingScheduleInput,
  type MailingTestReceipt,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { MailingsService } from './mailings.service.js';

/** The admin's mailings; the gateway lets only admins send these. */
@Controller()
export class MailingsController {
  constructor(private readonly mailings: MailingsService) {}

  @Handles(ops.listMailings)
  list(query: MailingQuery): Promise<Mailing[]> {
    return this.mailings.list(query);
  }

  @Handles(ops.createMailing)
  create({ actor, input, requestId }: { actor: Actor; input: MailingInputParsed; requestId?: string }): Promise<Mailing> {
    return this.mailings.create(actor, input, requestId);
  }

  @Handles(ops.getMailing)
  get({ id }: { id: string }): Promise<Mailing> {
    return this.mailings.get(id);
  }

  @Handles(ops.updateMailing)
  update({ id, input }: { id: string; input: MailingInputParsed }): Promise<Mailing> {
    return this.mailings.update(id, input);
  }

  @Handles(ops.previewMailing)
  preview({ id }: { id: string }): Promise<MailingPreview> {
    return this.mailings.preview(id);
  }

  @Handles(ops.testMailing)
  test({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string }): Promise<MailingTestReceipt> {
    return this.mailings.test(actor, id, requestId);
  }

  @Handles(ops.sendMailing)
  send({ id }: { id: string }): Promise<Mailing> {
    return this.mailings.send(id);
  }

  @Handles(ops.deleteMailing)
  remove({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string }): Promise<AdminDeleted> {
    return this.mailings.remove(actor, id, requestId);
  }

  @Handles(ops.scheduleMailing)
  schedule({ id, input }: { id: string; input: MailingScheduleInput }): Promise<Mailing> {
    return this.mailings.schedule(id, input);
  }

  @Handles(ops.unscheduleMailing)
  unschedule({ id }: { id: string }): Promise<Mailing> {
    return this.mailings.unschedule(id);
  }
}
