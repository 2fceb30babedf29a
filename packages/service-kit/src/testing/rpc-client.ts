import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { RpcError } from '@livefully/contracts';
import { firstValueFrom, timeout } from 'rxjs';

export const CORRELATION_ID = 'test-correlation-1';

/** A TCP client of a service under test, sending messages as the gateway does (with a meta). */
export interface RpcClient {
  send<T>(pattern: string, data?: unknown): Promise<T>;
  /** Sends a message that must fail and returns the error the caller receives. */
  failure(pattern: string, data?: unknown): Promise<RpcError>;
  close(): Promise<void>;
}

export async function connectRpcClient(port: number): Promise<RpcClient> {
  const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port } });
  await client.connect();
  const send = <T>(pattern: string, data?: unknown) =>
    firstValueFrom(client.send<T>(pattern, { meta: { correlationId: CORRELATION_ID }, data }).pipe(timeout(10_000)));
  const failure = async (pattern: string, data?: unknown) => {
    try {
      await send(pattern, data);
    } catch (error) {
      return error as RpcError;
    }
    throw new Error(`${pattern} was expected to fail`);
  };
  return { send, failure, close: async () => void (await client.close()) };
}
