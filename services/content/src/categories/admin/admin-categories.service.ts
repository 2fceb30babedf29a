import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import { categoryKind } from './category.kind.js';

export class AdminCategoriesService extends adminKindService(categoryKind) {}
