import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Text, TextField } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { TableNotice } from './table-notice';
import { filterRows } from './filter-rows';
import { sortRows, type SortDirection, type SortValue } from './sort-rows';
import './data-table.css';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sortable when given. */
  sortValue?: (row: T) => SortValue;
  /** The direction of a first click: newest or largest first suits dates and counts. */
  firstDirection?: SortDirection;
  numeric?: boolean;
};

export type DataTableProps<T> = {
  title: string;
  noun: { one: string; many: string };
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  searchText: (row: T) => string;
  initialSort: { key: string; direction: SortDirection };
  /** Where the New button goes; lists nobody creates by hand (subscribers) leave it out. */
  newHref?: string;
  /** Extra buttons beside the title (an export). */
  actions?: ReactNode;
  state: 'pending' | 'error' | 'success';
  onRetry: () => void;
};

/**
 * A titled, searchable, sortable table with a New button: the one pattern of the dashboard's
 * four lists. Sort buttons sit in the headers, which carry aria-sort. The caption names the table;
 * on phones it scrolls sideways inside its own frame.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, noun, rows, columns, rowKey, searchText, initialSort, newHref, actions, state, onRetry } = props;
  const ids = { heading: useId(), search: useId(), count: useId() };
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState(initialSort);

  const shown = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key);
    const matching = filterRows(rows ?? [], query, searchText);
    return column?.sortValue ? sortRows(matching, column.sortValue, sort.direction) : matching;
  }, [rows, query, searchText, columns, sort]);

  const total = rows?.length ?? 0;
  const countText = query.trim()
    ? `Showing ${shown.length} of ${total} ${total === 1 ? noun.one : noun.many}`
    : `${total} ${total === 1 ? noun.one : noun.many}`;

  function sortBy(column: Column<T>) {
    setSort((current) =>
      current.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.firstDirection ?? 'ascending' },
    );
  }

  return (
    <section className="admin-table-section" aria-labelledby={ids.heading}>
      <Flex wrap="wrap" align="center" justify="between" gap="3" mb="3">
        <Heading as="h2" size="6" id={ids.heading}>
          {title}
        </Heading>
        <Flex wrap="wrap" gap="2" ml="auto">
          {actions}
          {newHref ? (
            <Button asChild>
              <Link to={newHref}>
                <Plus aria-hidden="true" focusable="false" size={18} />
                New {noun.one}
              </Link>
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Flex wrap="wrap" align="center" gap="3 4" mb="3">
        <label htmlFor={ids.search} className="visually-hidden">
          Search {noun.many}
        </label>
        <TextField.Root
          id={ids.search}
          type="search"
          className="admin-table-section__search"
          placeholder={`Search ${noun.many}…`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={state === 'success' ? ids.count : undefined}
          autoComplete="off"
        >
          <TextField.Slot>
            <Search aria-hidden="true" focusable="false" size={16} />
          </TextField.Slot>
        </TextField.Root>
        {state === 'success' ? (
          <Text as="p" id={ids.count} size="2" color="gray" role="status">
            {countText}
          </Text>
        ) : null}
      </Flex>
      {state === 'pending' ? (
        <TableNotice role="status">Loading {noun.many}…</TableNotice>
      ) : state === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: onRetry }}>
          We couldn’t load the {noun.many}.
        </TableNotice>
      ) : total === 0 ? (
        <TableNotice>No {noun.many} yet.</TableNotice>
      ) : shown.length === 0 ? (
        <TableNotice action={{ label: 'Clear search', onClick: () => setQuery('') }}>
          No {noun.many} match “{query.trim()}”.
        </TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">{title}</caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeaderCell
                  key={column.key}
                  role="columnheader"
                  justify={column.numeric ? 'end' : undefined}
                  aria-sort={column.sortValue ? (sort.key === column.key ? sort.direction : 'none') : undefined}
                >
                  {column.sortValue ? (
                    <Button
                      type="button"
                      variant="ghost"
                      color="gray"
                      highContrast={sort.key === column.key}
                      size="1"
                      onClick={() => sortBy(column)}
                    >
                      {column.header}
                      <SortIcon direction={sort.key === column.key ? sort.direction : undefined} />
                    </Button>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={rowKey(row)} align="center">
                {columns.map((column, index) => {
                  const Cell = index === 0 ? Table.RowHeaderCell : Table.Cell;
                  return (
                    <Cell key={column.key} role={index === 0 ? 'rowheader' : 'cell'} justify={column.numeric ? 'end' : undefined}>
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" focusable="false" size={14} opacity={direction ? 1 : 0.55} />;
}
