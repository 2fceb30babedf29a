import { AdminAuditController } from './admin-audit.controller.js';
import {
  AdminCategoriesController,
  AdminGuidesController,
  AdminPostsController,
  AdminTopicsController,
} from './admin-content.controllers.js';

/** Every /api/admin/* content route; app.module lists them in one place. */
export const ADMIN_CONTROLLERS = [
  AdminPostsController,
  AdminGuidesController,
  AdminTopicsController,
  AdminCategoriesController,
  AdminAuditController,
];
