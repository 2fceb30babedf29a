import { ClientRedis } from '@nestjs/microservices';
import { NO_MESSAGE_HANDLER } from '@nestjs/microservices/constants.js';

/**
 * Nest's Redis client, with one difference: a request that no process listens for fails at once,
 * as over TCP, where the service answers "There is no matching message handler".
 *
 * Over Redis a request is a PUBLISH on the pattern's channel, and a service subscribes only to the
 * patterns it handles. A service of an earlier release, which does not know a pattern yet, never
 * sees the request; neither does a service that is not running. Nest's client ignores how many
 * processes a PUBLISH reached, so the caller waited for its whole RPC timeout, and the gateway's
 * circuit breaker counted each wait as the service being down: one new operation called during a
 * rolling deploy opened the breaker and every other call to that service failed with it
 * (docs/releasing.md, "Skew tests"). Here a PUBLISH that reached nobody ends its call with the
 * error TCP gives, which the gateway answers as a 503 at once and does not count against the breaker.
 */
export class ListenedRedisClient extends ClientRedis {
  override async createClient(): ReturnType<ClientRedis['createClient']> {
    const client = await super.createClient();
    const publish = client.publish.bind(client) as (channel: string, message: string) => Promise<number>;
    const listened = (channel: string, message: string) => {
      const sent = publish(channel, message);
      // A failed PUBLISH is Nest's to handle (a lost connection fails its calls); only the count is read here.
      void sent.then((receivers) => receivers === 0 && this.unheard(channel, message)).catch(() => undefined);
      return sent;
    };
    client.publish = listened as typeof client.publish;
    return client;
  }

  /** Ends the call the message belongs to, if it is a request (an event has no id and no caller waiting). */
  private unheard(channel: string, message: string): void {
    let id: unknown;
    try {
      id = (JSON.parse(message) as { id?: unknown }).id;
    } catch {
      return;
    }
    const callback = typeof id === 'string' ? this.routingMap.get(id) : undefined;
    callback?.({ err: new Error(`${NO_MESSAGE_HANDLER} No process listens for "${channel}".`), isDisposed: true });
  }
}
