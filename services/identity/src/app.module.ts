import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceProbe, HealthModule } from '@livefully/service-kit';
import { DataSource } from 'typeorm';
import { AdminsModule } from './admins/admins.module.js';
import { IdentityConfigModule } from './config/identity-config.module.js';
import { IDENTITY_CONFIG, type IdentityConfig } from './config/identity.config.js';
import { identityDataSourceOptions } from './data-source.js';
import { FirebaseModule } from './firebase/firebase.module.js';
import { TokensModule } from './tokens/tokens.module.js';

@Module({
  imports: [
    IdentityConfigModule,
    TypeOrmModule.forRootAsync({
      imports: [IdentityConfigModule],
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => ({
        ...identityDataSourceOptions({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }),
        // main.ts has checked the database already; this only rides out a blip right after.
        retryAttempts: 3,
        retryDelay: 1_000,
      }),
    }),
    HealthModule.forService('identity', { inject: [DataSource], useFactory: (dataSource: DataSource) => [dataSourceProbe(dataSource)] }),
    FirebaseModule,
    AdminsModule,
    TokensModule,
  ],
})
export class AppModule {}
