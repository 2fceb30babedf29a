export * from './mailer.js';
export * from './mail-env.js';
