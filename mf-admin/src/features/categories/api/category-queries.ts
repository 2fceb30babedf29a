import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { adminResourceQueries } from '../../../lib/admin-resource-queries';
import { adminKeys } from '../../../lib/query-keys';

const categories = adminResourceQueries(adminKeys.categories, {
  list: ops.listCategories,
  get: ops.getCategory,
  create: ops.createCategory,
  update: ops.updateCategory,
  remove: ops.deleteCategory,
});

/** Every category, drafts included: what the dashboard lists. */
export const useCategories = categories.useList;
/** One category by id; `null` when it does not exist (404). */
export const useCategory = categories.useItem;
export const useCreateCategory = categories.useCreate;
export const useUpdateCategory = categories.useUpdate;
export const useDeleteCategory = categories.useDelete;
