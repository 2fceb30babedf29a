export * from './free-port.js';
export * from './test-database.js';
export * from './rpc-client.js';
export * from './service-fixture.js';
export * from './database-service-fixture.js';
export * from './migrate-command-suite.js';
