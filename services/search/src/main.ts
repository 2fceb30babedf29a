import 'reflect-metadata';
import { runService } from '@livefully/service-kit';
import { SEARCH_SERVICE } from './service.js';

await runService(SEARCH_SERVICE);
