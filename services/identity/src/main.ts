import 'reflect-metadata';
import { runService } from '@livefully/service-kit';
import { IDENTITY_SERVICE } from './service.js';

await runService(IDENTITY_SERVICE);
