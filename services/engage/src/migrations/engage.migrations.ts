import { CreateEngageTables1763856000000 } from './1763856000000-create-engage-tables.js';
import { AddContactHandledBy1795392000000 } from './1795392000000-add-contact-handled-by.js';
import { CreateListEntries1799000000001 } from './1799000000001-create-list-entries.js';
import { CreateMailings1799000000002 } from './1799000000002-create-mailings.js';
import { AddHistoryRequestId1799000000003 } from './1799000000003-add-history-request-id.js';
import { AddMailingSchedule1799100000000 } from './1799100000000-add-mailing-schedule.js';

/** Listed by class rather than found by glob, so the same list works from src (tests) and dist. */
export const ENGAGE_MIGRATIONS = [
  CreateEngageTables1763856000000,
  AddContactHandledBy1795392000000,
  CreateListEntries1799000000001,
  CreateMailings1799000000002,
  AddHistoryRequestId1799000000003,
  AddMailingSchedule1799100000000,
];
