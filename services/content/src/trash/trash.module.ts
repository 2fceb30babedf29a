import { Module } from '@nestjs/common';
import { EditingModule } from '../editing/editing.module.js';
import { TrashSweeper } from './trash-sweeper.js';
import { TrashController } from './trash.controller.js';
import { TrashService } from './trash.service.js';

@Module({
  imports: [EditingModule],
  controllers: [TrashController],
  providers: [TrashService, TrashSweeper],
})
export class TrashModule {}
