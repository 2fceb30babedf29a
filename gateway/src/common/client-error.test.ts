import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsAsEnvelope, requireHost } from './client-error.js';

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerClientErrorsAsEnvelope(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health/live', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests Node refuses before any handler', () => {
  it('answers headers over the limit with 431 in the JSON envelope', async () => {
    const answer = await get({ 'x-big': 'a'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Request headers are too large', code: 'COMMON.HEADERS_TOO_LARGE' });
  });

  it('leaves ordinary requests alone', async () => {
    expect((await get({})).body).toBe('ok');
  });
});

describe('an HTTP/1.1 request without Host', () => {
  it('is a 400 in the JSON envelope, not a bare 400 from Node', async () => {
    const bare = createServer((req, res) => requireHost(req, res, () => res.end('ok')));
    answerClientErrorsAsEnvelope(bare);
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect((bare.address() as AddressInfo).port, '127.0.0.1', () =>
          socket.write('GET /api/health/live HTTP/1.1\r\nConnection: close\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply).toContain('content-type: application/json; charset=utf-8'.replace('content-type', 'Content-Type'));
      expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        message: 'The Host header is required',
        code: 'COMMON.VALIDATION',
      });
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  });
});
