import { contentAdminOperations as ops, ErrorCode, PostInputSchema, roleAtLeast, type AdminPost } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { contentKind } from '../../content-kinds/content-kind.js';
import { postNotice } from '../../events/content-notice.js';
import { isVisiblePost } from '../post-queries.js';
import { joinByline } from '../post-byline.js';
import { Post } from '../post.entity.js';
import { bylineFor } from '../../authors/byline.js';
import { toAdminPost } from './admin-post.mapper.js';
import { postFields, type PostSaveInput } from './post-fields.js';
import { requirePostReferences } from './post-references.js';
import { requireBodyImageAlt } from '../../content-kinds/image-alt-rule.js';
import { PublishClock } from './publish-clock.js';

const topicIdsOf = (input: PostSaveInput) => [...new Set(input.topicIds)];

/** Posts: every status and date; their topics are a relation, and a post is announced by what visitors see of it. */
export const postKind = contentKind<Post, PostSaveInput, AdminPost>({
  kind: 'post',
  entity: Post,
  alias: 'post',
  operations: { list: ops.listPosts, get: ops.getPost, create: ops.createPost, update: ops.updatePost, remove: ops.deletePost },
  notFound: ErrorCode.PostNotFound,
  title: (post) => post.title,
  unique: [{ constraint: 'uq_posts_slug', field: 'slug' }],
  input: PostInputSchema,
  // A read time that followed the words keeps following them. A kept view waiting for review is
  // restored as a draft's fields: going to review is the submit step's (a post in review stays there).
  inputOfView: (view) => ({
    ...view,
    readTime: view.readTimeSet === true ? view.readTime : undefined,
    status: view.status === 'review' ? 'draft' : view.status,
  }),
  illustrated: true,
  // Publish now, Schedule and Update all save the post as published; a draft may keep a bare image.
  validate: (input) => (input.status === 'published' ? requireBodyImageAlt('post', input) : undefined),
  columns: postFields,
  join: (query) => joinByline(query.innerJoinAndSelect('post.category', 'category')).leftJoin('post.topics', 'topic').addSelect('topic.id'),
  views: async (_manager, rows) => rows.map(toAdminPost),
  references: (manager, input) => requirePostReferences(manager, input.categoryId, topicIdsOf(input)),
  relations: async (manager, id, input, before) => {
    const topicIds = topicIdsOf(input);
    const had = before?.topicIds ?? [];
    const keep = new Set(topicIds);
    await manager
      .createQueryBuilder()
      .relation(Post, 'topics')
      .of(id)
      .addAndRemove(
        topicIds.filter((topicId) => !had.includes(topicId)),
        had.filter((topicId) => !keep.has(topicId)),
      );
  },
  // The creator owns the post: a contributor or author changes only their own (docs/roles.md).
  owner: {
    columns: (actor) => ({ createdByUid: actor.uid, createdByEmail: actor.email }),
    uidOf: (post) => post.createdByUid,
  },
  // The byline: the writer's own profile unless an editor names another (docs/authors.md).
  actorColumns: async (manager, actor, input, before) => ({
    authorId: await bylineFor(manager, actor, input.authorId, before?.authorId ?? null),
  }),
  // A contributor writes drafts; publishing takes an author (their own) or an editor.
  authorize: (actor, input) => {
    if (input.status === 'published' && !roleAtLeast(actor.role ?? 'contributor', 'author')) {
      throw rpcError(ErrorCode.RoleTooLow, 'A contributor cannot publish: save it as a draft for an editor to publish.');
    }
  },
  savedNotices: async (manager, id) => [postNotice(id, await isVisiblePost(manager, id))],
  // A scheduled post goes public when its time comes: the clock wakes for the next one.
  afterCommit: (provider) => provider(PublishClock).reschedule(),
});
