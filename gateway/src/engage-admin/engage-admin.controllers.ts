import { ContactMessagesAdminController } from './contact-messages-admin.controller.js';
import { SubscribersAdminController } from './subscribers-admin.controller.js';

/** The admin inbox and subscriber routes; app.module lists them in one line. */
export const ENGAGE_ADMIN_CONTROLLERS = [ContactMessagesAdminController, SubscribersAdminController];
