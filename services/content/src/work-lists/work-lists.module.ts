import { Module } from '@nestjs/common';
import { WorkListsController } from './work-lists.controller.js';
import { WorkListsService } from './work-lists.service.js';

/** The dashboard's lists (docs/content-admin.md, Dashboard). */
@Module({ controllers: [WorkListsController], providers: [WorkListsService] })
export class WorkListsModule {}
