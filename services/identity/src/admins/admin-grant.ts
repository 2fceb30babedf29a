/** Who made an address an admin: ADMIN_EMAILS at start-up, or an operator with the admin CLI. */
export const GRANTED_BY = ['bootstrap', 'cli'] as const;
export type GrantedBy = (typeof GRANTED_BY)[number];
