import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { RevisionKind, RevisionSource } from '@livefully/contracts';

/**
 * One kept state of an item: a save (numbered by the version it produced), a restore, the
 * baseline an item older than revisions had, or an editor's autosave (unnumbered, one per
 * item and person, never the live item).
 */
@Entity({ name: 'revisions' })
@Unique('uq_revisions_number', ['kind', 'entityId', 'number'])
@Check('ck_revisions_kind', `kind IN ('post', 'guide', 'topic', 'category')`)
@Check('ck_revisions_source', `source IN ('baseline', 'save', 'restore', 'autosave')`)
@Check('ck_revisions_number', `(source = 'autosave') = (number IS NULL)`)
@Index('uq_revisions_autosave', ['kind', 'entityId', 'actorUid'], { unique: true, where: `source = 'autosave'` })
export class Revision {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_revisions' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: RevisionKind;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId!: string;

  @Column({ type: 'integer', nullable: true })
  number!: number | null;

  @Column({ type: 'varchar', length: 16 })
  source!: RevisionSource;

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  @Column({ name: 'base_version', type: 'integer', nullable: true })
  baseVersion!: number | null;

  @Column({ name: 'actor_uid', type: 'varchar', length: 128, nullable: true })
  actorUid!: string | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 320, nullable: true })
  actorEmail!: string | null;

  @Column({ type: 'jsonb' })
  content!: object;

  /** clock_timestamp(), as the audit log: two saves in one moment keep their order. */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;
}
