import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { adminResourceQueries } from '../../../lib/admin-resource-queries';
import { adminKeys } from '../../../lib/query-keys';

const posts = adminResourceQueries(adminKeys.posts, {
  list: ops.listPosts,
  get: ops.getPost,
  create: ops.createPost,
  update: ops.updatePost,
  remove: ops.deletePost,
});

/** Every post, drafts included: what the dashboard lists. */
export const usePosts = posts.useList;
/** One post by id; `null` when it does not exist (404). */
export const usePost = posts.useItem;
export const useCreatePost = posts.useCreate;
export const useUpdatePost = posts.useUpdate;
export const useDeletePost = posts.useDelete;
