import { adminKindController } from '../../content-kinds/admin-kind.controller.js';
import { AdminTopicsService } from './admin-topics.service.js';
import { topicKind } from './topic.kind.js';

export class AdminTopicsController extends adminKindController(AdminTopicsService, topicKind.operations) {}
