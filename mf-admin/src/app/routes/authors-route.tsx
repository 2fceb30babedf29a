import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { PageHeader } from '../../components/ui/page-header';
import { useAuthors } from '../../features/authors/api/author-queries';
import { EditorLoadError, EditorLoading } from './editor-states';

/** Every profile, for an editor: whose it is, how many posts carry it, and its editor. */
export function AuthorsRoute() {
  const authors = useAuthors();
  return (
    <div>
      <PageMeta title="Authors | Admin" />
      <PageHeader
        backToAdmin
        title="Authors"
        intro="The bylines of the site. A migrated byline belongs to no staff member until it is linked."
      />
      {authors.data ? (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Staff member</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Posts</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {authors.data.map((author) => (
              <Table.Row key={author.id}>
                <Table.RowHeaderCell>
                  <Link to={`/admin/authors/${author.id}/edit`}>{author.name}</Link>
                </Table.RowHeaderCell>
                <Table.Cell>
                  {author.staffEmail ?? (
                    <Text color="gray" size="2">
                      No one yet
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{author.postCount}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : authors.isError ? (
        <EditorLoadError noun="authors" onRetry={() => void authors.refetch()} />
      ) : (
        <EditorLoading noun="authors" />
      )}
    </div>
  );
}
