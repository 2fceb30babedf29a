import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Post } from '../posts/post.entity.js';
import { PreviewController } from './preview.controller.js';
import { PreviewService } from './preview.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Post])],
  controllers: [PreviewController],
  providers: [PreviewService],
})
export class PreviewModule {}
