import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { Topic } from '../topics/topic.entity.js';
import type { PostStatus } from '@livefully/contracts';
import { SLUG_CHECK } from '../common/slug-check.js';
import { LIVE, TRASHED } from '../common/trash-column.js';

@Entity({ name: 'posts' })
@Index('idx_posts_deleted_at', ['deletedAt'], { where: TRASHED })
@Index('uq_posts_slug', ['slug'], { unique: true, where: LIVE })
@Check('ck_posts_slug', SLUG_CHECK)
@Check('ck_posts_status', `status IN ('draft', 'published')`)
@Check('ck_posts_read_time', 'read_time > 0')
@Index('idx_posts_status_published_at', ['status', 'publishedAt'])
@Index('idx_posts_category_published_at', ['categoryId', 'publishedAt'])
export class Post {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_posts' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'category_id', type: 'uuid' })
  categoryId!: string;

  @ManyToOne(() => Category, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_posts_category' })
  category!: Relation<Category>;

  @Column({ name: 'meta_description', type: 'text' })
  metaDescription!: string;

  @Column({ name: 'image_path', type: 'text' })
  imagePath!: string;

  @Column({ name: 'image_alt', type: 'text' })
  imageAlt!: string;

  @Column({ type: 'text' })
  author!: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags!: string[];

  @Column({ name: 'read_time', type: 'int' })
  readTime!: number;

  /** True when an editor set the read time; false when it follows the words of the content. */
  @Column({ name: 'read_time_set', type: 'boolean', default: false })
  readTimeSet!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'published' })
  status!: PostStatus;

  @ManyToMany(() => Topic, (topic) => topic.posts)
  @JoinTable({
    name: 'post_topics',
    // The migration owns this table (its primary key serves post lookups, one index serves topics).
    synchronize: false,
    joinColumn: { name: 'post_id', referencedColumnName: 'id', foreignKeyConstraintName: 'fk_post_topics_post' },
    inverseJoinColumn: { name: 'topic_id', referencedColumnName: 'id', foreignKeyConstraintName: 'fk_post_topics_topic' },
  })
  topics!: Relation<Topic[]>;

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
