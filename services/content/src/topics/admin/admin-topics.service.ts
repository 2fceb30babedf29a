import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import { topicKind } from './topic.kind.js';

export class AdminTopicsService extends adminKindService(topicKind) {}
