import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One newsletter subscriber; the address is stored lower-cased, once. */
@Entity({ name: 'email_subscriptions' })
@Unique('uq_email_subscriptions_email', ['email'])
@Check('ck_email_subscriptions_email', 'email = lower(email)')
export class EmailSubscription {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_email_subscriptions' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
