import type { ClientProxy } from '@nestjs/microservices';
import type { RpcMessage } from '@livefully/contracts';
import { lastValueFrom, timeout } from 'rxjs';
import { currentCorrelationId, newCorrelationId } from './correlation.js';
import { serviceClientProxy, type ServiceEndpoint } from './transport.js';

/**
 * One service asking another over the transport (TCP in embedded mode, Redis in full mode): the
 * message carries the current correlation id, and an answer that does not come within
 * `timeoutMs` fails the call. An empty answer reads as null.
 */
export class ServiceClient {
  private readonly client: ClientProxy;

  constructor(
    endpoint: ServiceEndpoint,
    private readonly timeoutMs: number,
  ) {
    this.client = serviceClientProxy(endpoint);
  }

  send(pattern: string, data: unknown): Promise<unknown> {
    const message: RpcMessage<unknown> = { meta: { correlationId: currentCorrelationId() ?? newCorrelationId() }, data };
    return lastValueFrom(this.client.send(pattern, message).pipe(timeout(this.timeoutMs)), { defaultValue: null });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
