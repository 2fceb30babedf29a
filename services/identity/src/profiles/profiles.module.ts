import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProfileStore } from './profile-store.js';

@Module({
  providers: [{ provide: ProfileStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new ProfileStore(dataSource) }],
  exports: [ProfileStore],
})
export class ProfilesModule {}
