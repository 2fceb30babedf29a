import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { MediaType, MediaVariant } from '@livefully/contracts';

/** One image of the library; its files are in the media store under `<id>/` (docs/media.md). */
@Entity({ name: 'media_items' })
@Unique('uq_media_items_path', ['path'])
@Unique('uq_media_items_seed_key', ['seedKey'])
@Check('ck_media_items_focal', 'focal_x BETWEEN 0 AND 1 AND focal_y BETWEEN 0 AND 1')
@Check('ck_media_items_type', `type IN ('jpeg', 'png', 'webp', 'avif', 'gif', 'svg')`)
@Index('idx_media_items_created', ['createdAt', 'id'])
export class MediaItem {
  /** Chosen by the gateway before the files are written, so the URLs are known from the start. */
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'pk_media_items' })
  id!: string;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'varchar', length: 8 })
  type!: MediaType;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ type: 'int' })
  bytes!: number;

  /** The original's public path, `/media/<id>/original-<w>x<h>.<ext>`: what an image field holds. */
  @Column({ type: 'varchar', length: 200 })
  path!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  alt!: string;

  @Column({ type: 'jsonb' })
  variants!: MediaVariant[];

  /** The focal point (docs/media.md), each axis 0..1 from the top left; the centre until set. */
  @Column({ name: 'focal_x', type: 'double precision', default: () => '0.5' })
  focalX!: number;

  @Column({ name: 'focal_y', type: 'double precision', default: () => '0.5' })
  focalY!: number;

  @Column({ name: 'created_by_uid', type: 'varchar', length: 128 })
  createdByUid!: string;

  @Column({ name: 'created_by_email', type: 'varchar', length: 320, nullable: true })
  createdByEmail!: string | null;

  /** A seed image's file name and digest: the seed adds each image once, and again only when it changes. */
  @Column({ name: 'seed_key', type: 'varchar', length: 300, nullable: true })
  seedKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
