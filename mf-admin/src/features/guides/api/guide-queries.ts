import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { adminResourceQueries } from '../../../lib/admin-resource-queries';
import { adminKeys } from '../../../lib/query-keys';

const guides = adminResourceQueries(adminKeys.guides, {
  list: ops.listGuides,
  get: ops.getGuide,
  create: ops.createGuide,
  update: ops.updateGuide,
  remove: ops.deleteGuide,
});

/** Every guide, drafts included: what the dashboard lists. */
export const useGuides = guides.useList;
/** One guide by id; `null` when it does not exist (404). */
export const useGuide = guides.useItem;
export const useCreateGuide = guides.useCreate;
export const useUpdateGuide = guides.useUpdate;
export const useDeleteGuide = guides.useDelete;
