import type { Route } from '@livefully/contracts/routes';
import { DataTable, type Column, type DataTableProps } from '../data-table/data-table';
import { DateCell } from '../ui/date-cell';
import { RowTitle } from '../ui/row-title';

/** What every listed item of an editable kind carries. */
type Listed = { id: string; slug: string; updatedAt: string };

/** The list query of a kind (adminResourceQueries' useList). */
type ListQuery<Row> = { data: readonly Row[] | undefined; status: DataTableProps<Row>['state']; refetch: () => unknown };

/**
 * The dashboard's table of one editable kind, as data: its name column, its own columns and
 * how it searches and sorts. The name links to the editor, the Updated column and the New
 * button are the same for every kind (docs/content-kinds.md).
 */
export type KindTableSpec<Row extends Listed> = {
  title: string;
  noun: { one: string; many: string };
  /** The admin section: a row's editor is /admin/{section}/{id}/edit, a new one /admin/{section}/new. */
  section: string;
  /** The first column: the item's name, and the public address its slug lives under, if shown. */
  name: { key: string; header: string; value: (row: Row) => string; path?: string };
  /** The kind's own columns, between the name and Updated. */
  columns: Column<Row>[];
  searchText: (row: Row) => string;
  initialSort: DataTableProps<Row>['initialSort'];
  useRows: () => ListQuery<Row>;
  /** The kind's create route, whose rule decides who gets the New button (docs/roles.md). */
  create: Route;
};

function nameColumn<Row extends Listed>({ section, name }: KindTableSpec<Row>): Column<Row> {
  return {
    key: name.key,
    header: name.header,
    sortValue: name.value,
    cell: (row) => (
      <RowTitle to={`/admin/${section}/${row.id}/edit`} sub={name.path === undefined ? undefined : `${name.path}${row.slug}`}>
        {name.value(row)}
      </RowTitle>
    ),
  };
}

function updatedColumn<Row extends Listed>(): Column<Row> {
  return {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (row) => Date.parse(row.updatedAt),
    cell: (row) => <DateCell value={row.updatedAt} />,
  };
}

/** A count column (articles, posts): largest first on a first click. */
export function countColumn<Row>(key: string, header: string, count: (row: Row) => number): Column<Row> {
  return { key, header, numeric: true, firstDirection: 'descending', sortValue: count, cell: count };
}

/** `mayCreate`: whether the member's role may call the kind's create route; the New button shows only then. */
export function KindTable<Row extends Listed>({ spec, mayCreate = true }: { spec: KindTableSpec<Row>; mayCreate?: boolean }) {
  const rows = spec.useRows();
  return (
    <DataTable
      title={spec.title}
      noun={spec.noun}
      rows={rows.data}
      columns={[nameColumn(spec), ...spec.columns, updatedColumn<Row>()]}
      rowKey={(row) => row.id}
      searchText={spec.searchText}
      initialSort={spec.initialSort}
      newHref={mayCreate ? `/admin/${spec.section}/new` : undefined}
      state={rows.status}
      onRetry={() => void rows.refetch()}
    />
  );
}
