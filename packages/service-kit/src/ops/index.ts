export * from './ops-env.js';
export * from './metrics-registry.js';
export * from './ops-server.js';
export * from './rpc-metrics.interceptor.js';
export * from './service-ops.module.js';
