export const ENGAGE_PATTERNS = {
  contact: 'engage.contact.create',
  subscribeEmail: 'engage.email-subscriptions.create',
  subscribeApp: 'engage.app-subscriptions.create',
} as const;

/** The admin inbox and subscriber lists; only the gateway's AdminGuard-protected routes send these. */
export const ENGAGE_ADMIN_PATTERNS = {
  listContactMessages: 'engage.admin.contact-messages.list',
  setContactMessageHandled: 'engage.admin.contact-messages.set-handled',
  listNewsletterSubscribers: 'engage.admin.email-subscriptions.list',
  listAppSubscribers: 'engage.admin.app-subscriptions.list',
  counts: 'engage.admin.counts',
} as const;
