import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, type ErrorBody } from '@livefully/contracts';

const ANSWERS: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { success: false, message: 'Request headers are too large', code: ErrorCode.HeadersTooLarge },
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  body: { success: false, message: 'Malformed HTTP request', code: ErrorCode.Validation } satisfies ErrorBody,
};

/**
 * Requests Node's HTTP server refuses before any handler runs (headers over its limit, broken
 * framing, an HTTP/1.1 request without Host) are answered by Node itself with an empty body;
 * this answers them with the same JSON envelope as every other error.
 */
export function answerClientErrorsAsEnvelope(server: Server): void {
  // Node would answer a missing Host with a bare 400; requireHost below answers it instead.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, body } = ANSWERS[error.code ?? ''] ?? MALFORMED;
    const text = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
}

/** HTTP/1.1 requires Host (RFC 9112 §3.2): its absence is a 400, in the envelope. */
export function requireHost(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (request.httpVersion !== '1.1' || request.headers.host !== undefined) return next();
  const text = JSON.stringify({ success: false, message: 'The Host header is required', code: ErrorCode.Validation } satisfies ErrorBody);
  response.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}
