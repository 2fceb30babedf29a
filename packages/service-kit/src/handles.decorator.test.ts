import 'reflect-metadata';
import { Controller } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { RpcException } from '@nestjs/microservices';
import { contentFeedOperations, contentOperations, type BySlug, type Guide, type Topic } from '@livefully/contracts';
import { describe, expect, it } from 'vitest';
import { Handles } from './handles.decorator.js';

@Controller()
class GuidesController {
  @Handles(contentOperations.getGuide)
  get({ slug }: BySlug): Promise<Guide> {
    return Promise.resolve({ slug } as Guide);
  }

  @Handles(contentOperations.listTopics)
  list(): Topic[] {
    return [];
  }

  @Handles(contentFeedOperations.contentChanged)
  changed(): Promise<void> {
    return Promise.resolve();
  }
}

/** The pipes Nest runs on a handler's parameters, as `@Payload(pipe)` records them. */
function payloadPipes(method: keyof GuidesController): { index: number; pipes: { transform(value: unknown): unknown }[] }[] {
  const args = Reflect.getMetadata('__routeArguments__', GuidesController, method) ?? {};
  return Object.values(args);
}

describe('@Handles', () => {
  it("answers the operation's pattern, and an event's as an event", () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, GuidesController.prototype.get)).toEqual(['content.guides.get']);
    expect(Reflect.getMetadata(PATTERN_METADATA, GuidesController.prototype.changed)).toEqual(['content.changed']);
    expect(Reflect.getMetadata('microservices:handler_type', GuidesController.prototype.changed)).toBe(2);
    expect(Reflect.getMetadata('microservices:handler_type', GuidesController.prototype.get)).toBe(1);
  });

  it("validates the first parameter with the operation's message schema, unwrapping the message envelope", () => {
    const [payload] = payloadPipes('get');
    expect(payload?.index).toBe(0);
    const pipe = payload!.pipes[0]!;
    expect(pipe.transform({ meta: { correlationId: 'c0rrelation' }, data: { slug: 'a-guide' } })).toEqual({ slug: 'a-guide' });
    expect(() => pipe.transform({ meta: { correlationId: 'c0rrelation' }, data: { slug: 'Not A Slug' } })).toThrow(RpcException);
  });

  it('adds no payload to an operation without a message', () => {
    expect(payloadPipes('list')).toEqual([]);
  });

  it("checks the handler's type against the operation", () => {
    class Wrong {
      // @ts-expect-error getGuide answers a Guide, not a number
      @Handles(contentOperations.getGuide)
      get(): number {
        return 1;
      }
    }
    expect(Wrong).toBeDefined();
  });
});
