import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { SLUG_CHECK } from '../common/slug-check.js';
import { LIVE, TRASHED } from '../common/trash-column.js';

/** A guide's article count is not stored: it is the number of published posts in its category. */
@Entity({ name: 'guides' })
@Index('idx_guides_deleted_at', ['deletedAt'], { where: TRASHED })
@Index('uq_guides_slug', ['slug'], { unique: true, where: LIVE })
@Check('ck_guides_slug', SLUG_CHECK)
@Index('idx_guides_category', ['categoryId'])
export class Guide {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_guides' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'category_id', type: 'uuid' })
  categoryId!: string;

  @ManyToOne(() => Category, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_guides_category' })
  category!: Relation<Category>;

  @Column({ name: 'meta_description', type: 'text' })
  metaDescription!: string;

  @Column({ name: 'image_path', type: 'text' })
  imagePath!: string;

  @Column({ name: 'image_alt', type: 'text' })
  imageAlt!: string;

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
