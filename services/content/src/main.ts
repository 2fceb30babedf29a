import 'reflect-metadata';
import { runService } from '@livefully/service-kit';
import { CONTENT_SERVICE } from './service.js';

await runService(CONTENT_SERVICE);
