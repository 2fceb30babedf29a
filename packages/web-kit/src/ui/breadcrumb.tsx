import { Link } from 'react-router';

export type BreadcrumbItem = { label: string; to?: string };

/** The last item is the current page and is not a link. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {items.map(({ label, to }, index) => (
          <li key={`${index}-${label}`}>
            {to && index < items.length - 1 ? <Link to={to}>{label}</Link> : <span aria-current="page">{label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
