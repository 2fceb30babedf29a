import type { StaffRule } from '../staff-roles.js';

/** The staff rules the operation table uses, one name each, so docs/roles.md reads the same words. */
export const CONTRIBUTOR = { staff: 'contributor' } as const satisfies StaffRule;
export const AUTHOR = { staff: 'author' } as const satisfies StaffRule;
export const EDITOR = { staff: 'editor' } as const satisfies StaffRule;
export const ADMINISTRATOR = { staff: 'administrator' } as const satisfies StaffRule;
/** A post: any member on their own (the content service checks the owner), an editor on anyone's. */
export const OWN_POST = { staff: 'contributor', others: 'editor' } as const satisfies StaffRule;
/** What readers see of a post (publish, schedule, update a published post, unpublish): an author on their own, an editor on anyone's. */
export const PUBLISH_OWN_POST = { staff: 'author', others: 'editor' } as const satisfies StaffRule;
/** Only the owner: transferring the ownership. */
export const OWNER = { staff: 'owner' } as const satisfies StaffRule;

/** An author profile: any member on their own (the content service checks whose it is), an editor on anyone's. */
export const OWN_PROFILE = { staff: 'contributor', others: 'editor' } as const satisfies StaffRule;
