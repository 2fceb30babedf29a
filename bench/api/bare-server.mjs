// @ts-check
/**
 * The bench's yardstick: a bare Node HTTP server that answers each path with the bytes and
 * headers the gateway answered it with (captured by run.mjs), from memory, nothing else.
 *
 *   BARE_FIXTURES=<fixtures.json> BARE_PORT=<port> node bench/api/bare-server.mjs
 *
 * fixtures.json: [{ path, status, headers: [[name, value], …], body (base64) }]. Node adds
 * Date, Connection and Keep-Alive itself, as it does for the gateway. Prints "bare server
 * listening on <port>" once it listens.
 */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.BARE_FIXTURES;
const portText = process.env.BARE_PORT;
if (!file || !portText) throw new Error('usage: BARE_FIXTURES=<fixtures.json> BARE_PORT=<port> node bench/api/bare-server.mjs');

/** @type {Array<{ path: string, status: number, headers: Array<[string, string]>, body: string }>} */
const fixtures = JSON.parse(readFileSync(file, 'utf8'));
const SET_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const answers = new Map(
  fixtures.map((f) => {
    const body = Buffer.from(f.body, 'base64');
    const headers = f.headers.filter(([name]) => !SET_BY_NODE.has(name.toLowerCase()));
    headers.push(['Content-Length', String(body.length)]);
    return [f.path, { status: f.status, headers: headers.flat(), body }];
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), '127.0.0.1', () => console.log(`bare server listening on ${portText}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
