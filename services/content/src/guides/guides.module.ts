import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostsModule } from '../posts/posts.module.js';
import { Guide } from './guide.entity.js';
import { GuidesController } from './guides.controller.js';
import { GuidesService } from './guides.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Guide]), PostsModule],
  controllers: [GuidesController],
  providers: [GuidesService],
})
export class GuidesModule {}
