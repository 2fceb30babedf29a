import { Link } from '@livefully/web-kit/router';
import { Link as ThemeLink, Text } from '@livefully/web-kit/ui';

export type BreadcrumbItem = { label: string; to?: string };

/**
 * The last item is the current page and is not a link. The items run as one line of text, the
 * separators drawn by the stylesheet (`.breadcrumb`), glued to their neighbours: a long title
 * wraps inside itself, and no line starts or ends with a separator.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <Text asChild size="2" color="gray">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol className="breadcrumb__list">
          {items.map(({ label, to }, index) => (
            <li key={`${index}-${label}`}>
              {to && index < items.length - 1 ? (
                <ThemeLink asChild color="gray">
                  <Link to={to}>{label}</Link>
                </ThemeLink>
              ) : (
                <Text aria-current="page" color="gray" highContrast>
                  {label}
                </Text>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </Text>
  );
}
