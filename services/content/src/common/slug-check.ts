/** The contracts' SLUG_PATTERN as a PostgreSQL check, so no row can break the API's slug schema. */
export const SLUG_CHECK = `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
