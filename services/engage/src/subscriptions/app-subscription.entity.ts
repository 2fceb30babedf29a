import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Someone to tell when an app becomes available: one row per app and address. */
@Entity({ name: 'app_subscriptions' })
@Unique('uq_app_subscriptions_app_email', ['appName', 'email'])
@Check('ck_app_subscriptions_email', 'email = lower(email)')
export class AppSubscription {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_app_subscriptions' })
  id!: string;

  @Column({ name: 'app_name', type: 'varchar', length: 64 })
  appName!: string;

  @Column({ name: 'app_title', type: 'varchar', length: 100 })
  appTitle!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
