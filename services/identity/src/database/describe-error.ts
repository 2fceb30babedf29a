export { describeDatabaseUrl, describeError } from '@livefully/service-kit';
