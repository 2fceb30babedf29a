import { Module } from '@nestjs/common';
import { contentRevisionResources } from '@livefully/contracts';
import { EditingModule } from '../editing/editing.module.js';
import { revisionsController } from './revisions.controller.js';
import { RevisionsService } from './revisions.service.js';

/**
 * Revisions are written by the ContentWriter; this module reads them, restores them through
 * each kind's own update (found in the KindRegistry) and keeps autosaves.
 */
@Module({
  imports: [EditingModule],
  controllers: Object.values(contentRevisionResources).map(revisionsController),
  providers: [RevisionsService],
  exports: [RevisionsService],
})
export class RevisionsModule {}
