import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { ContentRow } from '../common/content-row.js';
import { SearchSharing } from '../common/search-sharing.columns.js';
import { Category } from '../categories/category.entity.js';

/** A guide's article count is not stored: it is the number of published posts in its category. */
@Entity({ name: 'guides' })
@Index('idx_guides_category', ['categoryId'])
export class Guide extends ContentRow('guides') {
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

  /** Meta title, canonical address, noindex and share image (docs/seo.md). */
  @Column(() => SearchSharing, { prefix: false })
  sharing!: SearchSharing;

  @Column({ name: 'image_path', type: 'text' })
  imagePath!: string;

  @Column({ name: 'image_alt', type: 'text' })
  imageAlt!: string;
}
