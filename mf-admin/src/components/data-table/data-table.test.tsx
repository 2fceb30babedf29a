// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

type Row = { id: string; name: string; posts: number };
const ROWS: Row[] = [
  { id: 'a', name: 'Wellness', posts: 4 },
  { id: 'b', name: 'Career', posts: 12 },
  { id: 'c', name: 'Adventure & Travel', posts: 7 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortValue: (r) => r.name, cell: (r) => <Link to={`/admin/categories/${r.id}/edit`}>{r.name}</Link> },
  { key: 'posts', header: 'Posts', numeric: true, firstDirection: 'descending', sortValue: (r) => r.posts, cell: (r) => r.posts },
  { key: 'note', header: 'Note', cell: () => '—' },
];

function renderTable(rows: Row[] | undefined = ROWS, state: 'pending' | 'error' | 'success' = 'success') {
  const element = (
    <DataTable
      title="Categories"
      noun={{ one: 'category', many: 'categories' }}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      searchText={(r) => r.name}
      initialSort={{ key: 'name', direction: 'ascending' }}
      newHref="/admin/categories/new"
      state={state}
      onRetry={() => {}}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return screen.getByRole('region', { name: 'Categories' });
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

afterEach(cleanup);

describe('DataTable', () => {
  it('lists the rows sorted as asked, each linking to its editor, with a New button', () => {
    const section = renderTable();
    expect(names()).toEqual(['Adventure & Travel', 'Career', 'Wellness']);
    expect(within(section).getByRole('link', { name: 'Career' }).getAttribute('href')).toBe('/admin/categories/b/edit');
    expect(within(section).getByRole('link', { name: 'New category' }).getAttribute('href')).toBe('/admin/categories/new');
    expect(within(section).getByRole('status').textContent).toBe('3 categories');
  });

  it('sorts by a header button and says so with aria-sort', () => {
    renderTable();
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Posts').getAttribute('aria-sort')).toBe('none');
    expect(header('Note').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Note')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Posts')).getByRole('button', { name: 'Posts' }));
    expect(header('Posts').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Career', 'Adventure & Travel', 'Wellness']);

    fireEvent.click(within(header('Posts')).getByRole('button', { name: 'Posts' }));
    expect(header('Posts').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Wellness', 'Adventure & Travel', 'Career']);

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Wellness', 'Career', 'Adventure & Travel']);
  });

  it('filters by the labelled search box and counts what it shows', () => {
    const section = renderTable();
    const search = within(section).getByRole('searchbox', { name: 'Search categories' });
    fireEvent.change(search, { target: { value: 'travel' } });
    expect(names()).toEqual(['Adventure & Travel']);
    expect(within(section).getByRole('status').textContent).toBe('Showing 1 of 3 categories');

    fireEvent.change(search, { target: { value: 'nothing here' } });
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByText('No categories match “nothing here”.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Clear search' }));
    expect(names()).toHaveLength(3);
  });

  it('says when there is nothing yet, while loading and when loading failed', () => {
    renderTable([]);
    expect(screen.getByText('No categories yet.')).toBeTruthy();
    cleanup();
    renderTable(undefined, 'pending');
    expect(screen.getByRole('status').textContent).toBe('Loading categories…');
    cleanup();
    renderTable(undefined, 'error');
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the categories.');
  });
});
