/** The e2e run's admin: bootstrapped through ADMIN_EMAILS when the stack starts. */
export const E2E_ADMIN_EMAIL = 'ada.admin@livefully.example';
export const E2E_READER_EMAIL = 'rita.reader@livefully.example';
