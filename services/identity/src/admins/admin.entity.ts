import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { GrantedBy } from './admin-grant.js';

/**
 * One row per address ever granted (or explicitly refused) admin rights. A revoked row is
 * kept, so that ADMIN_EMAILS at the next start cannot quietly grant the address again.
 */
@Entity({ name: 'admins' })
@Check('ck_admins_email_lower', 'email = lower(email)')
@Check('ck_admins_granted_by', `granted_by IN ('bootstrap', 'cli')`)
export class AdminRecord {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_admins' })
  email!: string;

  @Column({ name: 'granted_at', type: 'timestamptz', default: () => 'now()' })
  grantedAt!: Date;

  @Column({ name: 'granted_by', type: 'varchar', length: 16 })
  grantedBy!: GrantedBy;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
