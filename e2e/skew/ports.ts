/**
 * The skew stack's ports, all from one base (SKEW_PORT_BASE, 18600 unless told): the site on the
 * base, the services from base + 10 (the renderer base + 16), the Auth Emulator, MailDev,
 * PostgreSQL and Redis from base + 30, the ops listeners from base + 50. Beside the e2e stack's.
 */
export const SKEW_PORT_BASE = Number(process.env.SKEW_PORT_BASE ?? 18_600);
export const SKEW_PORTS = {
  site: SKEW_PORT_BASE,
  servicePortBase: SKEW_PORT_BASE + 10,
  authEmulator: SKEW_PORT_BASE + 30,
  mailSmtp: SKEW_PORT_BASE + 35,
  mailWeb: SKEW_PORT_BASE + 36,
  pg: SKEW_PORT_BASE + 37,
  redis: SKEW_PORT_BASE + 38,
  opsPortBase: SKEW_PORT_BASE + 50,
};
