/** The rules of `/remotes.json` that both its zod schema and the shell's plain reader state. */
export const GA_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const SITE_NAME_MAX_LENGTH = 60;
/** The Auth Emulator's origin: a bare http(s) origin, no path. */
export const EMULATOR_URL_PATTERN = /^https?:\/\/[^/]+$/;
