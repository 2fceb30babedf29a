/** The Firebase web config from /remotes.json; `emulatorUrl` means embedded mode. */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl?: string;
}

export function parseFirebaseSettings(value: unknown): FirebaseSettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { apiKey, authDomain, projectId, emulatorUrl } = value as Record<string, unknown>;
  if (typeof apiKey !== 'string' || typeof authDomain !== 'string' || typeof projectId !== 'string') return undefined;
  if (!apiKey || !authDomain || !projectId) return undefined;
  const emulator = typeof emulatorUrl === 'string' && /^https?:\/\/[^/]+$/.test(emulatorUrl) ? emulatorUrl : undefined;
  return { apiKey, authDomain, projectId, ...(emulator ? { emulatorUrl: emulator } : {}) };
}
