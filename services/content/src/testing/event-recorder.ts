import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, Payload, Transport } from '@nestjs/microservices';
import { CONTENT_EVENTS, type ContentChanged, type RpcMessage } from '@livefully/contracts';
import { freePort } from '@livefully/service-kit/testing';

export type ChangedMessage = RpcMessage<ContentChanged>;

/** A stand-in for the search service: a Nest TCP microservice that keeps every content.changed it hears. */
export interface EventRecorder {
  port: number;
  received: ChangedMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (message: ChangedMessage) => boolean, timeoutMs?: number): Promise<ChangedMessage>;
  stop(): Promise<void>;
}

export async function startEventRecorder(port?: number): Promise<EventRecorder> {
  const received: ChangedMessage[] = [];
  const waiters = new Set<() => void>();

  @Controller()
  class ContentChangedRecorder {
    @EventPattern(CONTENT_EVENTS.changed)
    changed(@Payload() message: ChangedMessage): void {
      received.push(message);
      for (const wake of waiters) wake();
    }
  }

  @Module({ controllers: [ContentChangedRecorder] })
  class RecorderModule {}

  const listenOn = port ?? (await freePort());
  const app: INestMicroservice = await NestFactory.createMicroservice(RecorderModule, {
    transport: Transport.TCP,
    options: { host: '127.0.0.1', port: listenOn },
    logger: false,
  });
  await app.listen();

  const waitFor = (match: (message: ChangedMessage) => boolean, timeoutMs = 5_000) =>
    new Promise<ChangedMessage>((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching ${CONTENT_EVENTS.changed} within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { port: listenOn, received, waitFor, stop: () => app.close() };
}
