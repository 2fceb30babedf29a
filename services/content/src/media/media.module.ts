import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import { mediaStoreFrom } from '@livefully/service-kit/media';
import type { ContentConfig } from '../config/content.config.js';
import { EditingModule } from '../editing/editing.module.js';
import { AdminMediaController } from './admin-media.controller.js';
import { AdminMediaService, MEDIA_STORE } from './admin-media.service.js';
import { MediaItem } from './media-item.entity.js';

/** The media library's records (docs/media.md); the files are in the media store the gateway writes. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaItem]), EditingModule],
  controllers: [AdminMediaController],
  providers: [
    AdminMediaService,
    { provide: MEDIA_STORE, inject: [SERVICE_CONFIG], useFactory: (config: ContentConfig) => mediaStoreFrom(config) },
  ],
})
export class MediaModule {}
