import { CreateEngageTables1763856000000 } from './1763856000000-create-engage-tables.js';

/** Listed by class rather than found by glob, so the same list works from src (tests) and dist. */
export const ENGAGE_MIGRATIONS = [CreateEngageTables1763856000000];
