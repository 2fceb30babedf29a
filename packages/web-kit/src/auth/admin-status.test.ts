import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchIsAdmin, readIsAdmin } from './admin-status';

describe('readIsAdmin', () => {
  it.each([
    [{ data: { user: { isAdmin: true } } }, true],
    [{ data: { isAdmin: true } }, true],
    [{ user: { isAdmin: true } }, true],
    [{ isAdmin: true }, true],
    [{ data: { user: { isAdmin: false }, isAdmin: true } }, false],
    [{ success: true, data: {} }, false],
    [null, false],
  ])('%j -> %s', (body, expected) => {
    expect(readIsAdmin(body)).toBe(expected);
  });
});

describe('fetchIsAdmin against a real server', () => {
  let server: Server;
  let base = '';
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      const admin = req.headers.authorization === 'Bearer admin-token';
      res.writeHead(req.headers.authorization ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(admin ? { success: true, data: { user: { isAdmin: true }, isAdmin: true } } : { success: false, message: 'no' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const viaServer: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init);

  it('sends the token as a bearer header and reads the admin flag', async () => {
    expect(await fetchIsAdmin('admin-token', viaServer)).toBe(true);
    expect(seen.at(-1)).toBe('Bearer admin-token');
  });

  it('is false for a signed-in non-admin', async () => {
    expect(await fetchIsAdmin('reader-token', viaServer)).toBe(false);
  });
});
