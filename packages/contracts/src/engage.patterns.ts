export const ENGAGE_PATTERNS = {
  contact: 'engage.contact.create',
  subscribeEmail: 'engage.email-subscriptions.create',
  subscribeApp: 'engage.app-subscriptions.create',
} as const;
