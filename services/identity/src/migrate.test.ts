import { describe, expect, it } from 'vitest';
import { revertLastMigration, runMigrations } from '@livefully/service-kit';
import { describeMigrateCommand } from '@livefully/service-kit/testing';
import { IDENTITY_DATABASE } from './data-source.js';
import { IDENTITY_SERVICE } from './service.js';

describeMigrateCommand({
  service: IDENTITY_SERVICE,
  tables: ['migrations', 'profiles', 'staff', 'staff_invitations'],
  more: (context) =>
    describe('the identity schema', () => {
      const insert = (values: string) =>
        context.dataSource.query(`INSERT INTO identity.staff (email, role, status, granted_by, suspended_at) VALUES ${values}`);

      it('keeps staff addresses lower-case, roles and states known, and one owner at most', async () => {
        await expect(insert(`('Ada@Example.com', 'editor', 'active', 'cli', NULL)`)).rejects.toThrow(/ck_staff_email_lower/);
        await expect(insert(`('ada@example.com', 'admin', 'active', 'cli', NULL)`)).rejects.toThrow(/ck_staff_role/);
        await expect(insert(`('ada@example.com', 'editor', 'away', 'cli', NULL)`)).rejects.toThrow(/ck_staff_status/);
        await expect(insert(`('ada@example.com', 'editor', 'suspended', 'cli', NULL)`)).rejects.toThrow(/ck_staff_suspended_at/);
        await insert(`('ada@example.com', 'owner', 'active', 'cli', NULL)`);
        await expect(insert(`('bob@example.com', 'owner', 'active', 'cli', NULL)`)).rejects.toThrow(/uq_staff_owner/);
        await context.dataSource.query(`DELETE FROM identity.staff`);
      });

      it('turns the admins into staff: the first active one granted the owner, the others administrators, revoked ones suspended', async () => {
        // Back to before the staff table: the invitations' migration, then the staff one.
        await revertLastMigration(IDENTITY_DATABASE, context.env);
        await revertLastMigration(IDENTITY_DATABASE, context.env);
        await context.dataSource.query(`
          INSERT INTO identity.admins (email, granted_at, granted_by, revoked_at) VALUES
            ('old@example.com', '2024-01-01Z', 'bootstrap', '2024-02-01Z'),
            ('first@example.com', '2024-03-01Z', 'bootstrap', NULL),
            ('later@example.com', '2024-04-01Z', 'cli', NULL)`);
        await runMigrations(IDENTITY_DATABASE, context.env);
        const rows = await context.dataSource.query(`SELECT email, role, status, granted_by FROM identity.staff ORDER BY email`);
        expect(rows).toEqual([
          { email: 'first@example.com', role: 'owner', status: 'active', granted_by: 'bootstrap' },
          { email: 'later@example.com', role: 'administrator', status: 'active', granted_by: 'cli' },
          { email: 'old@example.com', role: 'administrator', status: 'suspended', granted_by: 'bootstrap' },
        ]);
        await context.dataSource.query(`DELETE FROM identity.staff`);
      });
    }),
});
