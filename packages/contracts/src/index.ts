// Before any schema is built (see there).
import './zod-jitless.js';
export * from './errors.js';
export * from './text.js';
export * from './envelope.js';
export * from './rpc.js';
export * from './health.js';
export * from './content.schemas.js';
export * from './content.events.js';
export * from './search-index.events.js';
export * from './search.schemas.js';
export * from './engage.schemas.js';
export * from './identity.schemas.js';
export * from './admin.schemas.js';
export * from './media.js';
export * from './operations/index.js';
export * from './read-time.js';
export * from './runtime-config.js';
export * from './web-apps.js';
