import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ManyToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { Post } from '../posts/post.entity.js';
import { SLUG_CHECK } from '../common/slug-check.js';

@Entity({ name: 'topics' })
@Unique('uq_topics_slug', ['slug'])
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Raised by one on every update (TypeORM adds it to each UPDATE); an edit based on an older one is refused. */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
