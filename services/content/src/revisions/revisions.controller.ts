import { Controller, Inject, type Type } from '@nestjs/common';
import type { Revision, RevisionList, RevisionSummary, ServiceOperation } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import type { z } from 'zod';
import { RevisionsService } from './revisions.service.js';

/** An operation whose message, once validated, is an M. */
type Taking<M> = ServiceOperation & { message: z.ZodType<M> };

/** The message of a RevisionsService call. */
type CommandOf<K extends keyof RevisionsService> = Parameters<RevisionsService[K]>[0];

/** The five history operations of a kind, as contracts' revision resources make them. */
export interface KindRevisionOperations {
  list: Taking<CommandOf<'list'>>;
  get: Taking<CommandOf<'get'>>;
  restore: Taking<CommandOf<'restore'>>;
  getAutosave: Taking<CommandOf<'getAutosave'>>;
  autosave: Taking<CommandOf<'autosave'>>;
}

/**
 * The history calls of one kind. Each message names its kind, so one service answers every
 * kind's, finding the kind's descriptor and update through the KindRegistry.
 */
export function revisionsController(ops: KindRevisionOperations): Type<object> {
  @Controller()
  class KindRevisionsController {
    constructor(@Inject(RevisionsService) readonly revisions: RevisionsService) {}

    @Handles(ops.list)
    list(message: CommandOf<'list'>): Promise<RevisionList> {
      return this.revisions.list(message);
    }

    @Handles(ops.get)
    get(message: CommandOf<'get'>): Promise<Revision> {
      return this.revisions.get(message);
    }

    @Handles(ops.restore)
    restore(message: CommandOf<'restore'>): ReturnType<RevisionsService['restore']> {
      return this.revisions.restore(message);
    }

    @Handles(ops.getAutosave)
    getAutosave(message: CommandOf<'getAutosave'>): Promise<Revision | null> {
      return this.revisions.getAutosave(message);
    }

    @Handles(ops.autosave)
    autosave(message: CommandOf<'autosave'>): Promise<RevisionSummary> {
      return this.revisions.autosave(message);
    }
  }
  return KindRevisionsController;
}
