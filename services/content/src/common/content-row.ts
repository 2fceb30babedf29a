import { Check, CreateDateColumn, DeleteDateColumn, Column, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { SLUG_CHECK } from './slug-check.js';
import { LIVE, TRASHED } from './trash-column.js';

/**
 * The columns, indexes and checks every editable kind's table has (docs/content-kinds.md): its
 * id, a slug unique among the items outside the trash, the trash's deletion time, timestamps and
 * the version edits are checked against. A kind's entity extends `ContentRow('posts')` and adds
 * its own columns. Made per table because the constraints are named after it, as the
 * migrations name them.
 */
export function ContentRow(table: string) {
  @Index(`idx_${table}_deleted_at`, ['deletedAt'], { where: TRASHED })
  @Index(`uq_${table}_slug`, ['slug'], { unique: true, where: LIVE })
  @Check(`ck_${table}_slug`, SLUG_CHECK)
  abstract class Row {
    @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: `pk_${table}` })
    id!: string;

    @Column({ type: 'varchar', length: 200 })
    slug!: string;

    /** Set while the item is in the trash: every read leaves it out (TypeORM's soft delete). */
    @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
    deletedAt!: Date | null;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt!: Date;

    @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
    updatedAt!: Date;

    /** Raised by one on every update (TypeORM adds it to each UPDATE); an edit based on an older one is refused. */
    @VersionColumn({ type: 'integer', default: 1 })
    version!: number;
  }
  return Row;
}
