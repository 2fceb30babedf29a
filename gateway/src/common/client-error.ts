import type { Server } from 'node:http';
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
 * Requests Node's HTTP parser refuses before any handler runs (headers over its limit, broken
 * framing) are answered by Node itself with an empty body; this answers them with the same
 * JSON envelope as every other error, then closes the connection.
 */
export function answerClientErrorsAsEnvelope(server: Server): void {
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
