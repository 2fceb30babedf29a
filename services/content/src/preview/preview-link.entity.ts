import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Post } from '../posts/post.entity.js';

/**
 * One preview link of a post. Its token names this row, so a link works while the row is live:
 * not revoked, not expired, its post not deleted. Purging the post takes its links with it.
 */
@Entity({ name: 'preview_links' })
@Index('idx_preview_links_post', ['postId', 'createdAt'])
export class PreviewLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_preview_links' })
  id!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @ManyToOne(() => Post, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'fk_preview_links_post' })
  post!: Relation<Post>;

  @Column({ name: 'created_by_uid', type: 'varchar', length: 128 })
  createdByUid!: string;

  @Column({ name: 'created_by_email', type: 'varchar', length: 320, nullable: true })
  createdByEmail!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
