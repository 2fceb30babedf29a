import { Table } from '@livefully/web-kit/ui/widgets';

/** A table's header row of plain column names (tables whose columns do not sort). */
export function ColumnHeaders({ names }: { names: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeaderCell key={name} role="columnheader">
            {name}
          </Table.ColumnHeaderCell>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
