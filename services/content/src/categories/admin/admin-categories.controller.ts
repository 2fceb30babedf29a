import { adminKindController } from '../../content-kinds/admin-kind.controller.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { categoryKind } from './category.kind.js';

export class AdminCategoriesController extends adminKindController(AdminCategoriesService, categoryKind.operations) {}
