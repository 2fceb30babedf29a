import 'reflect-metadata';
import { runService } from '@livefully/service-kit';
import { ENGAGE_SERVICE } from './service.js';

await runService(ENGAGE_SERVICE);
