import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';
import { SLUG_CHECK } from '../common/slug-check.js';

@Entity({ name: 'categories' })
@Unique('uq_categories_slug', ['slug'])
@Check('ck_categories_slug', SLUG_CHECK)
@Unique('uq_categories_name', ['name'])
export class Category {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_categories' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Raised by one on every update (TypeORM adds it to each UPDATE); an edit based on an older one is refused. */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
