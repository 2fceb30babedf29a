import { Module } from '@nestjs/common';
import { SearchConfigModule } from './config/search-config.module.js';
import { ContentSource } from './content/content-source.js';
import { EngineModule } from './engine/engine.module.js';
import { SearchHealthController } from './health/search-health.controller.js';
import { ContentChangedController } from './indexing/content-changed.controller.js';
import { IndexKeeper } from './indexing/index-keeper.js';
import { SearchQueryController } from './query/search-query.controller.js';

const controllers = [SearchQueryController, ContentChangedController, SearchHealthController];
const providers = [ContentSource, IndexKeeper];

@Module({ imports: [SearchConfigModule, EngineModule], controllers, providers })
export class AppModule {}
