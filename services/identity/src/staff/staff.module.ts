import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvitationStore } from './invitation-store.js';
import { MemberStore } from './member-store.js';
import { StaffController } from './staff.controller.js';

@Module({
  controllers: [StaffController],
  providers: [
    { provide: InvitationStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new InvitationStore(dataSource) },
    { provide: MemberStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new MemberStore(dataSource) },
  ],
})
export class StaffModule {}
