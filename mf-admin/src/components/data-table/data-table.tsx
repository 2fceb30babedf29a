import { ArrowDown, ArrowUp, ArrowUpDown, Plus, Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
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
 * four lists. Sort buttons sit in the headers, which carry aria-sort. On phones the rows become
 * cards; the explicit table roles keep it a table for screen readers once CSS changes display.
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
      <div className="admin-table-section__header">
        <h2 id={ids.heading} className="admin-table-section__title">
          {title}
        </h2>
        {actions}
        {newHref ? (
          <Link to={newHref} className="button button--primary admin-table-section__new">
            <Plus aria-hidden="true" focusable="false" size={18} />
            New {noun.one}
          </Link>
        ) : null}
      </div>
      <div className="admin-table-section__toolbar">
        <label htmlFor={ids.search} className="visually-hidden">
          Search {noun.many}
        </label>
        <div className="admin-search">
          <Search aria-hidden="true" focusable="false" size={16} className="admin-search__icon" />
          <input
            id={ids.search}
            type="search"
            className="admin-input admin-search__input"
            placeholder={`Search ${noun.many}…`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={state === 'success' ? ids.count : undefined}
            autoComplete="off"
          />
        </div>
        {state === 'success' ? (
          <p id={ids.count} className="admin-table-section__count" role="status">
            {countText}
          </p>
        ) : null}
      </div>
      {state === 'pending' ? (
        <p className="admin-table-section__empty" role="status">
          Loading {noun.many}…
        </p>
      ) : state === 'error' ? (
        <div className="admin-table-section__empty" role="alert">
          <p>We couldn’t load the {noun.many}.</p>
          <button type="button" className="button button--outline" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : total === 0 ? (
        <div className="admin-table-section__empty">
          <p>No {noun.many} yet.</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="admin-table-section__empty">
          <p>
            No {noun.many} match “{query.trim()}”.
          </p>
          <button type="button" className="button button--outline" onClick={() => setQuery('')}>
            Clear search
          </button>
        </div>
      ) : (
        <div className="admin-table-scroll" role="group" aria-label={`${title} table`} tabIndex={0}>
          <table className="admin-table" role="table" aria-labelledby={ids.heading}>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    role="columnheader"
                    className={column.numeric ? 'admin-table__numeric' : undefined}
                    aria-sort={column.sortValue ? (sort.key === column.key ? sort.direction : 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className="admin-table__sort" onClick={() => sortBy(column)}>
                        {column.header}
                        <SortIcon direction={sort.key === column.key ? sort.direction : undefined} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {shown.map((row) => (
                <tr key={rowKey(row)} role="row">
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={index === 0 ? 'row' : undefined}
                        role={index === 0 ? 'rowheader' : 'cell'}
                        data-label={column.header}
                        className={column.numeric ? 'admin-table__numeric' : undefined}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      aria-hidden="true"
      focusable="false"
      size={14}
      className={`admin-table__sort-icon ${direction ? '' : 'admin-table__sort-icon--idle'}`}
    />
  );
}
