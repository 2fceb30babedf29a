import { Module } from '@nestjs/common';
import { PostgresModule } from '@livefully/service-kit';
import { AdminsModule } from './admins/admins.module.js';
import { IDENTITY_DATABASE } from './data-source.js';
import { FirebaseModule } from './firebase/firebase.module.js';
import { StaffModule } from './staff/staff.module.js';
import { TokensModule } from './tokens/tokens.module.js';

@Module({
  imports: [PostgresModule.forService(IDENTITY_DATABASE), FirebaseModule, AdminsModule, TokensModule, StaffModule],
})
export class AppModule {}
