import { Check, Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, type Relation } from 'typeorm';
import { ContentRow } from '../common/content-row.js';
import { SearchSharing } from '../common/search-sharing.columns.js';
import { Category } from '../categories/category.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { Author } from '../authors/author.entity.js';
import type { PostStatus } from '@livefully/contracts';

@Entity({ name: 'posts' })
@Check('ck_posts_status', `status IN ('draft', 'review', 'published')`)
@Check('ck_posts_read_time', 'read_time > 0')
// A draft (or one waiting for review) has no publish date until it is published or scheduled; a published post always has one.
@Check('ck_posts_published_at', `status IN ('draft', 'review') OR published_at IS NOT NULL`)
@Index('idx_posts_status_published_at', ['status', 'publishedAt'])
@Index('idx_posts_category_published_at', ['categoryId', 'publishedAt'])
@Index('idx_posts_author_published_at', ['authorId', 'publishedAt'])
@Index('idx_posts_featured_published_at', ['featured', 'publishedAt'])
export class Post extends ContentRow('posts') {
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

  /** Meta title, canonical address, noindex and share image (docs/seo.md). */
  @Column(() => SearchSharing, { prefix: false })
  sharing!: SearchSharing;

  @Column({ name: 'image_path', type: 'text' })
  imagePath!: string;

  @Column({ name: 'image_alt', type: 'text' })
  imageAlt!: string;

  /** The byline (docs/authors.md): what readers see. The owner, `created_by_*`, is the permission. */
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @ManyToOne(() => Author, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_posts_author' })
  byline!: Relation<Author>;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags!: string[];

  @Column({ name: 'read_time', type: 'int' })
  readTime!: number;

  /** Who created the post (docs/roles.md): a contributor or author may change only their own. Null before roles. */
  @Column({ name: 'created_by_uid', type: 'varchar', length: 128, nullable: true })
  createdByUid!: string | null;

  @Column({ name: 'created_by_email', type: 'varchar', length: 320, nullable: true })
  createdByEmail!: string | null;

  /** True when an editor set the read time; false when it follows the words of the content. */
  @Column({ name: 'read_time_set', type: 'boolean', default: false })
  readTimeSet!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'published' })
  status!: PostStatus;

  /** Marked by an editor for the home page's lead: the newest visible featured post leads (docs/pages.md). */
  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  /** When it was last submitted for review (docs/content-admin.md, Review); null unless waiting. */
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  /** The editor's note from the last send back, until the writer submits again. */
  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote!: string | null;

  @Column({ name: 'review_note_by_email', type: 'varchar', length: 320, nullable: true })
  reviewNoteByEmail!: string | null;

  @Column({ name: 'review_note_at', type: 'timestamptz', nullable: true })
  reviewNoteAt!: Date | null;

  @ManyToMany(() => Topic, (topic) => topic.posts)
  @JoinTable({
    name: 'post_topics',
    // The migration owns this table (its primary key serves post lookups, one index serves topics).
    synchronize: false,
    joinColumn: { name: 'post_id', referencedColumnName: 'id', foreignKeyConstraintName: 'fk_post_topics_post' },
    inverseJoinColumn: { name: 'topic_id', referencedColumnName: 'id', foreignKeyConstraintName: 'fk_post_topics_topic' },
  })
  topics!: Relation<Topic[]>;
}
