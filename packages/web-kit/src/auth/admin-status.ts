/** docs/requirements.md#r-api: admin status may sit at data.user.isAdmin, data.isAdmin, user.isAdmin or isAdmin. */
export function readIsAdmin(body: unknown): boolean {
  const root = (body ?? {}) as Record<string, unknown>;
  const data = (root.data ?? {}) as Record<string, unknown>;
  const candidates = [
    (data.user as Record<string, unknown> | undefined)?.isAdmin,
    data.isAdmin,
    (root.user as Record<string, unknown> | undefined)?.isAdmin,
    root.isAdmin,
  ];
  const present = candidates.find((value) => value !== undefined);
  return present === true;
}

/** GET /api/auth/me with the ID token; a response that is not ok means "not an admin". */
export async function fetchIsAdmin(idToken: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchImpl('/api/auth/me', {
    credentials: 'include',
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!response.ok) return false;
  return readIsAdmin(await response.json());
}
