import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { AuditEntry } from '@livefully/contracts';

export type AuditAction = AuditEntry['action'];
export type AuditKind = AuditEntry['kind'];

/** One admin change: who, what, and the admin view of the item before and after it. */
@Entity({ name: 'audit_log' })
@Unique('uq_audit_log_request_id', ['requestId'])
@Check(
  'ck_audit_log_action',
  `action IN ('create', 'update', 'delete', 'restore', 'purge', 'revoke', 'invite', 'resend', 'accept', 'suspend', 'reactivate', 'transfer')`,
)
@Check('ck_audit_log_kind', `kind IN ('post', 'guide', 'topic', 'category', 'media', 'preview', 'author', 'staff')`)
@Index('idx_audit_log_at', ['at'])
@Index('idx_audit_log_entity', ['entityId', 'at'])
@Index('idx_audit_log_actor', ['actorUid', 'at'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_audit_log' })
  id!: string;

  @Column({ name: 'actor_uid', type: 'varchar', length: 128 })
  actorUid!: string;

  @Column({ name: 'actor_email', type: 'varchar', length: 320, nullable: true })
  actorEmail!: string | null;

  @Column({ type: 'varchar', length: 16 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 16 })
  kind!: AuditKind;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId!: string;

  @Column({ type: 'jsonb', nullable: true })
  before!: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after!: object | null;

  /** The gateway's request id: a message delivered twice is answered from here, not written twice. */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId!: string | null;

  /** clock_timestamp(), not now(): two changes in quick succession keep their order. */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;
}
