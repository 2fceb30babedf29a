import { Link } from '@livefully/web-kit/router';
import { Flex, Link as ThemeLink, Text } from '@livefully/web-kit/ui';

export type BreadcrumbItem = { label: string; to?: string };

/** The last item is the current page and is not a link. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <Text asChild size="2" color="gray">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Flex asChild wrap="wrap" gap="2" mt="0" mb="5" p="0">
          <ol>
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
        </Flex>
      </nav>
    </Text>
  );
}
