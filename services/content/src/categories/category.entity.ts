import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { SLUG_CHECK } from '../common/slug-check.js';
import { LIVE, TRASHED } from '../common/trash-column.js';

@Entity({ name: 'categories' })
@Index('idx_categories_deleted_at', ['deletedAt'], { where: TRASHED })
@Index('uq_categories_slug', ['slug'], { unique: true, where: LIVE })
@Check('ck_categories_slug', SLUG_CHECK)
@Index('uq_categories_name', ['name'], { unique: true, where: LIVE })
export class Category {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_categories' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

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
