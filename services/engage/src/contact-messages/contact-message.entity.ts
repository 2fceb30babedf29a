import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One message sent through the contact form; the admin inbox marks it handled (when, by whom). */
@Entity({ name: 'contact_messages' })
@Unique('uq_contact_messages_request_id', ['requestId'])
@Check('ck_contact_messages_email', 'email = lower(email)')
@Index('idx_contact_messages_created_at', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_contact_messages' })
  id!: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'varchar', length: 2000 })
  message!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  @Column({ name: 'handled_by', type: 'varchar', length: 254, nullable: true })
  handledBy!: string | null;
}
