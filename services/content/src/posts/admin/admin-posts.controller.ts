import { adminKindController } from '../../content-kinds/admin-kind.controller.js';
import { AdminPostsService } from './admin-posts.service.js';
import { postKind } from './post.kind.js';

export class AdminPostsController extends adminKindController(AdminPostsService, postKind.operations) {}
