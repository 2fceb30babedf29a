import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { adminResourceQueries } from '../../../lib/admin-resource-queries';
import { adminKeys } from '../../../lib/query-keys';

const topics = adminResourceQueries(adminKeys.topics, {
  list: ops.listTopics,
  get: ops.getTopic,
  create: ops.createTopic,
  update: ops.updateTopic,
  remove: ops.deleteTopic,
});

/** Every topic, drafts included: what the dashboard lists. */
export const useTopics = topics.useList;
/** One topic by id; `null` when it does not exist (404). */
export const useTopic = topics.useItem;
export const useCreateTopic = topics.useCreate;
export const useUpdateTopic = topics.useUpdate;
export const useDeleteTopic = topics.useDelete;
