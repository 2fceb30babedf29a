import { Column, Entity, Index } from 'typeorm';
import { ContentRow } from '../common/content-row.js';
import { LIVE } from '../common/trash-column.js';

@Entity({ name: 'categories' })
@Index('uq_categories_name', ['name'], { unique: true, where: LIVE })
export class Category extends ContentRow('categories') {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;
}
