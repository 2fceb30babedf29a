import { describe, expect, it } from 'vitest';
import { describeMigrateCommand } from '@livefully/service-kit/testing';
import { ENGAGE_SERVICE } from './service.js';

describeMigrateCommand({
  service: ENGAGE_SERVICE,
  tables: [
    'contact_messages',
    'deliveries',
    'erasures',
    'list_entries',
    'mailing_deletions',
    'mailings',
    'migrations',
    'subscription_history',
  ],
  more: (context) =>
    describe('the engage schema', () => {
      it('refuses an upper-case address even from a hand-written insert', async () => {
        await expect(
          context.dataSource.query(
            `INSERT INTO engage.list_entries (list, email, status) VALUES ('newsletter', 'Ada@Example.com', 'pending')`,
          ),
        ).rejects.toThrow(/ck_list_entries_email/);
      });
    }),
});
