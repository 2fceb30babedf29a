// The browser's way to the API (`@livefully/contracts/routes`): each operation's name, method and
// path, with no schema and no zod at run time. Only types are imported from the operation tables.
export * from './routes.generated.js';
export type { OperationOf, Route, RoutesOf } from './route.js';
export { relatedCategorySlug } from '../category-slug.js';
export { roleAtLeast, staffRuleAllows, STAFF_ROLES, type StaffRole, type StaffRule } from '../staff-role-order.js';
