import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import { guideKind } from './guide.kind.js';

export class AdminGuidesService extends adminKindService(guideKind) {}
