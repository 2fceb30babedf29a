import { categoryKind } from '../categories/admin/category.kind.js';
import { guideKind } from '../guides/admin/guide.kind.js';
import { postKind } from '../posts/admin/post.kind.js';
import { topicKind } from '../topics/admin/topic.kind.js';

/** The site's editable kinds, for the paths that serve them all (write errors, revisions, trash). */
export const EDITABLE_KINDS = { post: postKind, guide: guideKind, topic: topicKind, category: categoryKind } as const;
