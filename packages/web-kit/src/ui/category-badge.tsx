import { Badge } from '@radix-ui/themes';
import { badgeThemeColor, categoryColor } from './category-color';

/**
 * A category in its SPEC §3 colour. The `badge` class carries no style: it is the name the
 * e2e specs find category badges by.
 */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge className="badge" color={badgeThemeColor(categoryColor(category))}>
      {category}
    </Badge>
  );
}
