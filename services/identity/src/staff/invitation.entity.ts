import type { StaffRole } from '@livefully/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** An invitation to join the staff with a role (docs/roles.md); the link's token is kept only as its hash. */
@Entity({ name: 'staff_invitations' })
@Unique('uq_staff_invitations_token', ['tokenHash'])
@Check('ck_staff_invitations_email_lower', 'email = lower(email)')
@Check('ck_staff_invitations_role', `role IN ('contributor', 'author', 'editor', 'administrator')`)
@Check('ck_staff_invitations_once', 'used_at IS NULL OR revoked_at IS NULL')
@Index('idx_staff_invitations_created', ['createdAt'])
export class InvitationRecord {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_staff_invitations' })
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: StaffRole;

  /** The address of the administrator who invited (or last resent it). */
  @Column({ name: 'invited_by', type: 'text' })
  invitedBy!: string;

  @Column({ name: 'token_hash', type: 'bytea' })
  tokenHash!: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
