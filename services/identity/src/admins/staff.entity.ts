import type { StaffRole, StaffStatus } from '@livefully/contracts';
import { Check, Column, Entity, Generated, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * One row per address ever made staff (or explicitly refused). A suspended row is kept, so
 * that ADMIN_EMAILS at the next start cannot quietly make the address staff again.
 */
@Entity({ name: 'staff' })
@Check('ck_staff_email_lower', 'email = lower(email)')
@Check('ck_staff_role', `role IN ('contributor', 'author', 'editor', 'administrator', 'owner')`)
@Check('ck_staff_status', `status IN ('active', 'suspended')`)
@Check('ck_staff_suspended_at', `(status = 'suspended') = (suspended_at IS NOT NULL)`)
@Index('uq_staff_owner', { synchronize: false })
@Unique('uq_staff_id', ['id'])
export class StaffRecord {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_staff' })
  email!: string;

  /** How the staff screen, the routes and the audit log name the member. */
  @Column({ type: 'uuid' })
  @Generated('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: StaffRole;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: StaffStatus;

  @Column({ name: 'granted_at', type: 'timestamptz', default: () => 'now()' })
  grantedAt!: Date;

  /** `bootstrap` (ADMIN_EMAILS), `cli`, or later the address of the member who granted it. */
  @Column({ name: 'granted_by', type: 'text' })
  grantedBy!: string;

  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt!: Date | null;
}
