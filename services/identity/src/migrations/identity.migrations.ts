import { CreateIdentityTables1764547200000 } from './1764547200000-create-identity-tables.js';
import { CreateStaff1795824000000 } from './1795824000000-create-staff.js';
import { CreateStaffInvitations1795824000300 } from './1795824000300-create-staff-invitations.js';

/** Listed by class rather than found by glob, so the same list works from src (tests) and dist. */
export const IDENTITY_MIGRATIONS = [CreateIdentityTables1764547200000, CreateStaff1795824000000, CreateStaffInvitations1795824000300];
