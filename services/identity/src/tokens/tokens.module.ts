import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { VerifyTokenController } from './verify-token.controller.js';
import { VerifyTokenService } from './verify-token.service.js';

@Module({
  imports: [ProfilesModule, AdminsModule],
  controllers: [VerifyTokenController],
  providers: [VerifyTokenService],
})
export class TokensModule {}
