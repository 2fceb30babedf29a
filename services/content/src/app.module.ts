import { Module } from '@nestjs/common';
import { PostgresModule } from '@livefully/service-kit';
import { CONTENT_FEATURES } from './content-features.js';
import { CONTENT_DATABASE } from './data-source.js';

@Module({
  imports: [PostgresModule.forService(CONTENT_DATABASE), ...CONTENT_FEATURES],
})
export class AppModule {}
