import { describe, expect, it } from 'vitest';
import { describeMigrateCommand } from '@livefully/service-kit/testing';
import { ENGAGE_SERVICE } from './service.js';

describeMigrateCommand({
  service: ENGAGE_SERVICE,
  tables: ['app_subscriptions', 'contact_messages', 'email_subscriptions', 'migrations'],
  more: (context) =>
    describe('the engage schema', () => {
      it('refuses an upper-case address even from a hand-written insert', async () => {
        await expect(context.dataSource.query(`INSERT INTO engage.email_subscriptions (email) VALUES ('Ada@Example.com')`)).rejects.toThrow(
          /ck_email_subscriptions_email/,
        );
      });
    }),
});
