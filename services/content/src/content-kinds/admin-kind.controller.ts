import { Controller, Inject, type Type } from '@nestjs/common';
import type { AdminDeleted, ById } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import type { VersionedUpdate } from '../revisions/revision-writes.js';
import type { AdminKindService } from './admin-kind.service.js';
import type { KindDelete, KindOperations, KindRow, KindWrite } from './content-kind.js';

/**
 * The admin controller of one kind: its five operations (contracts' adminResource()), each
 * answered by the kind's service. The messages are validated by the operations' own schemas.
 */
export function adminKindController<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  service: Type<AdminKindService<Row, Input, View>>,
  ops: KindOperations<Input>,
): Type<object> {
  @Controller()
  class KindController {
    constructor(@Inject(service) readonly kind: AdminKindService<Row, Input, View>) {}

    @Handles(ops.list)
    list(): Promise<View[]> {
      return this.kind.list();
    }

    @Handles(ops.get)
    get({ id }: ById): Promise<View> {
      return this.kind.get(id);
    }

    @Handles(ops.create)
    create(command: KindWrite<Input>): Promise<View> {
      return this.kind.create(command);
    }

    @Handles(ops.update)
    update(command: KindWrite<Input> & VersionedUpdate): Promise<View> {
      return this.kind.update(command);
    }

    @Handles(ops.remove)
    remove(command: KindDelete): Promise<AdminDeleted> {
      return this.kind.remove(command);
    }
  }
  return KindController;
}
