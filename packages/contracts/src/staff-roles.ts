import { z } from 'zod';
import { STAFF_ROLES } from './staff-role-order.js';

export * from './staff-role-order.js';

export const StaffRoleSchema = z.enum(STAFF_ROLES);
