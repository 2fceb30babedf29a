import { Module } from '@nestjs/common';
import { HealthModule } from '@livefully/service-kit';

@Module({ imports: [HealthModule.forService('search')] })
export class AppModule {}
