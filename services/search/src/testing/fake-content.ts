import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, MessagePattern, Payload, Transport, type ClientProxy } from '@nestjs/microservices';
import {
  CONTENT_EVENTS,
  CONTENT_PATTERNS,
  type ContentChanged,
  type RpcMessage,
  type SearchDocument,
  type SearchDocumentKind,
  type SearchDocumentsPage,
} from '@livefully/contracts';
import { lastValueFrom, timeout } from 'rxjs';
import { freePort } from '@livefully/service-kit/testing';

const KIND_OF_TYPE: Record<SearchDocument['type'], SearchDocumentKind> = { blog_post: 'post', guide: 'guide', topic: 'topic' };

/**
 * A stand-in for the content service: it answers the two search-feed patterns from documents
 * the test holds, and sends content.changed to the search service the way content does.
 */
export interface FakeContent {
  port: number;
  documents: Map<string, SearchDocument>;
  put(document: SearchDocument): void;
  delete(document: SearchDocument): void;
  /** Sends content.changed for the document to the search service on `searchPort`. */
  announce(searchPort: number, document: SearchDocument, action: ContentChanged['action']): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeContent(initial: SearchDocument[], onPort?: number): Promise<FakeContent> {
  const documents = new Map(initial.map((document) => [document.id, document]));
  const port = onPort ?? (await freePort());

  @Controller()
  class FakeFeedController {
    @MessagePattern(CONTENT_PATTERNS.searchDocuments)
    page(@Payload() message: RpcMessage<{ limit: number; cursor?: string }>): SearchDocumentsPage {
      const all = [...documents.values()];
      const after = message.data.cursor ? all.findIndex((document) => cursorOf(document) === message.data.cursor) + 1 : 0;
      const page = all.slice(after, after + message.data.limit);
      const more = after + page.length < all.length;
      return { documents: page, nextCursor: more ? cursorOf(page.at(-1)!) : null };
    }

    @MessagePattern(CONTENT_PATTERNS.searchDocument)
    one(@Payload() message: RpcMessage<{ kind: SearchDocumentKind; id: string }>): SearchDocument | null {
      const document = documents.get(message.data.id);
      return document && KIND_OF_TYPE[document.type] === message.data.kind ? document : null;
    }
  }

  @Module({ controllers: [FakeFeedController] })
  class FakeContentModule {}

  let app: INestMicroservice | undefined;
  const fake: FakeContent = {
    port,
    documents,
    put: (document) => void documents.set(document.id, document),
    delete: (document) => void documents.delete(document.id),
    announce: async (searchPort, document, action) => {
      const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: searchPort } });
      const change: ContentChanged = { kind: KIND_OF_TYPE[document.type], id: document.id, action, at: new Date().toISOString() };
      try {
        await lastValueFrom(
          client.emit(CONTENT_EVENTS.changed, { meta: { correlationId: 'test-correlation-1' }, data: change }).pipe(timeout(2_000)),
          {
            defaultValue: undefined,
          },
        );
      } finally {
        await client.close();
      }
    },
    start: async () => {
      app = await NestFactory.createMicroservice(FakeContentModule, {
        transport: Transport.TCP,
        options: { host: '127.0.0.1', port },
        logger: false,
      });
      await app.listen();
    },
    stop: async () => {
      await app?.close();
      app = undefined;
    },
  };
  await fake.start();
  return fake;
}

function cursorOf(document: SearchDocument): string {
  return `${KIND_OF_TYPE[document.type]}:${document.id}`;
}
