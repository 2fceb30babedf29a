import { adminKindController } from '../../content-kinds/admin-kind.controller.js';
import { AdminGuidesService } from './admin-guides.service.js';
import { guideKind } from './guide.kind.js';

export class AdminGuidesController extends adminKindController(AdminGuidesService, guideKind.operations) {}
