import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import { postKind } from './post.kind.js';

/** The admin side of posts: every status, every date, and writes with their audit rows. */
export class AdminPostsService extends adminKindService(postKind) {}
