import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AdminGuidesController } from './admin/admin-guides.controller.js';
import { AdminGuidesService } from './admin/admin-guides.service.js';
import { Guide } from './guide.entity.js';
import { GuidesController } from './guides.controller.js';
import { GuidesService } from './guides.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Guide]), PostsModule, EditingModule],
  controllers: [GuidesController, AdminGuidesController],
  providers: [GuidesService, AdminGuidesService],
  exports: [AdminGuidesService],
})
export class GuidesModule {}
