import { categoryColor } from './category-color';

export function CategoryBadge({ category }: { category: string }) {
  return <span className={`badge badge--${categoryColor(category)}`}>{category}</span>;
}
