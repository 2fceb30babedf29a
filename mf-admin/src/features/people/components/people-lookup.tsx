import { PersonEmailSchema } from '@livefully/contracts';
import { Button, Card, Flex, Text } from '@livefully/web-kit/ui';
import { Search } from 'lucide-react';
import { useSearchParams } from '@livefully/web-kit/router';
import { useCallback } from 'react';
import { parseForm } from '../../../components/form/field-errors';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { PersonResult } from './person-result';
import './people.css';

const FIELDS = ['email'] as const;

/**
 * Look up an address (the shared schema's rules and messages: trimmed, lower-cased, a real
 * address). The address looked up is kept in the page's address (`?email=`), so a reload or
 * the back button shows the same record.
 */
export function PeopleLookup() {
  const [search, setSearch] = useSearchParams();
  const looked = search.get('email') ?? '';
  const parse = useCallback((values: { email: string }) => parseForm(PersonEmailSchema, values), []);
  const form = useEditorForm({ initialValues: { email: looked }, parse, fields: FIELDS });
  const onSubmit = form.handleSubmit(({ email }) => setSearch({ email }));

  return (
    <Flex direction="column" gap="5">
      <Card size="3" asChild>
        <form noValidate role="search" aria-label="Look up an address" onSubmit={onSubmit}>
          <Flex wrap="wrap" align="end" gap="3">
            <div className="people__field">
              <TextField
                field={form.field('email')}
                label="E-mail address"
                type="email"
                autoComplete="off"
                value={form.values.email}
                onChange={(email) => form.setValues({ email })}
              />
            </div>
            <Button type="submit">
              <Search aria-hidden="true" focusable="false" size={16} />
              Look up
            </Button>
          </Flex>
          <Text as="p" size="2" color="gray" mt="3">
            Subscriptions, their history and contact messages kept about one address: to answer a request for a copy or for erasure.
          </Text>
        </form>
      </Card>
      {looked ? <PersonResult key={looked} email={looked} onErased={() => form.reset({ email: '' })} /> : null}
    </Flex>
  );
}
