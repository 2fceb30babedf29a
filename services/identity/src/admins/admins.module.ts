import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminBootstrap } from './admin-bootstrap.js';
import { AdminStore } from './admin-store.js';

@Module({
  providers: [
    { provide: AdminStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new AdminStore(dataSource) },
    AdminBootstrap,
  ],
  exports: [AdminStore],
})
export class AdminsModule {}
