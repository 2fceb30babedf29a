import { Badge } from '@livefully/web-kit/ui';
import { badgeThemeColor, categoryColor } from './category-color';

/**
 * A category in its colour (docs/requirements.md#r-category-colours). High contrast: the soft badge's own text is under 4.5:1 in
 * green and blue. The `badge` class carries no style: it is the name the e2e specs find it by.
 */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge className="badge" color={badgeThemeColor(categoryColor(category))} highContrast>
      {category}
    </Badge>
  );
}
