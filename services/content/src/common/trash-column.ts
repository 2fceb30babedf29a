/** The partial unique indexes' predicate: slugs and names are unique among items not in the trash. */
export const LIVE = '"deleted_at" IS NULL';

/** The sweep's index covers only the trashed rows. */
export const TRASHED = '"deleted_at" IS NOT NULL';
