import { ServiceDatabase } from '@livefully/service-kit';
import { StaffRecord } from './admins/staff.entity.js';
import { IDENTITY_MIGRATIONS } from './migrations/identity.migrations.js';
import { ProfileRecord } from './profiles/profile.entity.js';
import { InvitationRecord } from './staff/invitation.entity.js';

/** The identity schema: shared by the Nest app, the migrate and admin commands and the tests. */
export const IDENTITY_DATABASE = new ServiceDatabase({
  service: 'identity',
  entities: [ProfileRecord, StaffRecord, InvitationRecord],
  migrations: IDENTITY_MIGRATIONS,
});
