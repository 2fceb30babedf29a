import { Module } from '@nestjs/common';
import { ContentSource } from './content/content-source.js';
import { EngineModule } from './engine/engine.module.js';
import { SearchHealthController } from './health/search-health.controller.js';
import { ContentChangedController } from './indexing/content-changed.controller.js';
import { IndexEvents } from './indexing/index-events.js';
import { IndexKeeper } from './indexing/index-keeper.js';
import { SearchQueryController } from './query/search-query.controller.js';

const controllers = [SearchQueryController, ContentChangedController, SearchHealthController];
const providers = [ContentSource, IndexKeeper, IndexEvents];

@Module({ imports: [EngineModule], controllers, providers })
export class AppModule {}
