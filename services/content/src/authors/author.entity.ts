import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { SLUG_CHECK } from '../common/slug-check.js';
import { MediaItem } from '../media/media-item.entity.js';

/**
 * A staff profile, which is a byline (docs/authors.md). Public content: its page is
 * `/authors/{slug}`. A profile is a staff member's by uid once they open it; one made for a
 * migrated byline (or by an editor for a guest) has no member, or only an address to be claimed.
 */
@Entity({ name: 'authors' })
@Check('ck_authors_slug', SLUG_CHECK)
@Index('uq_authors_slug', ['slug'], { unique: true })
@Index('uq_authors_staff_uid', ['staffUid'], { unique: true, where: 'staff_uid IS NOT NULL' })
export class Author {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_authors' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  bio!: string;

  /** A media library item; deleting the image leaves the profile without a photo. */
  @Column({ name: 'photo_id', type: 'uuid', nullable: true })
  photoId!: string | null;

  @ManyToOne(() => MediaItem, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'photo_id', foreignKeyConstraintName: 'fk_authors_photo' })
  photo!: Relation<MediaItem> | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  link!: string | null;

  @Column({ name: 'staff_uid', type: 'varchar', length: 128, nullable: true })
  staffUid!: string | null;

  @Column({ name: 'staff_email', type: 'varchar', length: 320, nullable: true })
  staffEmail!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
