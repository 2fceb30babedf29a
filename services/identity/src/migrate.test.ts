import { describe, expect, it } from 'vitest';
import { describeMigrateCommand } from '@livefully/service-kit/testing';
import { IDENTITY_SERVICE } from './service.js';

describeMigrateCommand({
  service: IDENTITY_SERVICE,
  tables: ['admins', 'migrations', 'profiles'],
  more: (context) =>
    describe('the identity schema', () => {
      it('keeps admin addresses lower-case and their origin known', async () => {
        const insert = (values: string) => context.dataSource.query(`INSERT INTO identity.admins (email, granted_by) VALUES ${values}`);
        await expect(insert(`('Ada@Example.com', 'cli')`)).rejects.toThrow(/ck_admins_email_lower/);
        await expect(insert(`('ada@example.com', 'someone')`)).rejects.toThrow(/ck_admins_granted_by/);
      });
    }),
});
