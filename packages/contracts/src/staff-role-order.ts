// No zod here: the browser's route table (`@livefully/contracts/routes`) carries these too.

/**
 * The newsroom's roles, least first (docs/roles.md): each one may do everything the ones before
 * it may. The order is the whole model, so a rule names only the least role it takes.
 */
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member is refused everything while suspended, as if a reader. */
export const STAFF_STATUSES = ['active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** "an editor", "a contributor": for messages and documents. */
export function articledRole(role: StaffRole): string {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}

/** Whether `role` is `least` or above; a reader (null) is below every role. */
export function roleAtLeast(role: StaffRole | null | undefined, least: StaffRole): boolean {
  if (!role) return false;
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(least);
}

/**
 * Who may call a staff route: the least role, and for an item that can be one's own (a post),
 * the least role that may act on anyone's. Between the two, the service checks the owner, since
 * only it knows the item.
 */
export interface StaffRule {
  staff: StaffRole;
  others?: StaffRole;
}

/** Whether the rule lets `role` act on an item, given whether the item is the actor's own. */
export function staffRuleAllows(rule: StaffRule, role: StaffRole | null | undefined, own: boolean): boolean {
  if (!roleAtLeast(role, rule.staff)) return false;
  return own || rule.others === undefined || roleAtLeast(role, rule.others);
}
