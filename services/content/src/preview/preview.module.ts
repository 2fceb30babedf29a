import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { Post } from '../posts/post.entity.js';
import { PreviewLink } from './preview-link.entity.js';
import { PreviewLinksService } from './preview-links.service.js';
import { previewTokensProvider } from './preview-tokens.provider.js';
import { PreviewController } from './preview.controller.js';
import { PreviewService } from './preview.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Post, PreviewLink]), EditingModule],
  controllers: [PreviewController],
  providers: [previewTokensProvider, PreviewLinksService, PreviewService],
})
export class PreviewModule {}
