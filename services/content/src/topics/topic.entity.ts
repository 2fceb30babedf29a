import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  ManyToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Post } from '../posts/post.entity.js';
import { SLUG_CHECK } from '../common/slug-check.js';
import { LIVE, TRASHED } from '../common/trash-column.js';

@Entity({ name: 'topics' })
@Index('idx_topics_deleted_at', ['deletedAt'], { where: TRASHED })
@Index('uq_topics_slug', ['slug'], { unique: true, where: LIVE })
@Check('ck_topics_slug', SLUG_CHECK)
export class Topic {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_topics' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** A colour name the site maps to a gradient (red, blue, green, orange, purple, pink, teal, yellow). */
  @Column({ type: 'varchar', length: 32 })
  color!: string;

  /** An icon class name such as 'fa-utensils'; the site shows a question mark for unknown names. */
  @Column({ type: 'varchar', length: 64 })
  icon!: string;

  @ManyToMany(() => Post, (post) => post.topics)
  posts!: Relation<Post[]>;

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
