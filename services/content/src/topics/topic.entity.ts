import { Column, Entity, ManyToMany, type Relation } from 'typeorm';
import { ContentRow } from '../common/content-row.js';
import { SearchSharing } from '../common/search-sharing.columns.js';
import { Post } from '../posts/post.entity.js';

@Entity({ name: 'topics' })
export class Topic extends ContentRow('topics') {
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

  /** The page's own description for search results; empty, the description is used. */
  @Column({ name: 'meta_description', type: 'text', default: '' })
  metaDescription!: string;

  /** Meta title, canonical address, noindex and share image (docs/seo.md). */
  @Column(() => SearchSharing, { prefix: false })
  sharing!: SearchSharing;

  @ManyToMany(() => Post, (post) => post.topics)
  posts!: Relation<Post[]>;
}
