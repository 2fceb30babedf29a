import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller.js';
import { AuditLog } from './audit-log.entity.js';
import { AuditService } from './audit.service.js';
import { StaffAuditController } from './staff-audit.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLog])],
  controllers: [AuditController, StaffAuditController],
  providers: [AuditService],
})
export class AuditModule {}
