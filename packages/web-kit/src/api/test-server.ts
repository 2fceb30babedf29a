import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type Route = (res: ServerResponse, req: Received) => void;

/** A real HTTP server on a free port, for testing the reader against real responses. */
export async function startTestServer(routes: Record<string, Route>) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const route = routes[entry.path];
      if (route) route(res, entry);
      else res.writeHead(404, 'Not Found').end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    last: () => received.at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(status: number, body: unknown, statusText?: string): Route {
  return (res) => {
    res.writeHead(status, statusText, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
}

export function text(status: number, body: string, statusText?: string): Route {
  return (res) => {
    res.writeHead(status, statusText, { 'Content-Type': 'text/plain' }).end(body);
  };
}
