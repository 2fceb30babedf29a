import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parseMessage } from './rpc.js';

/** `@Payload(new ZodMessagePipe(Schema))`: unwraps the message envelope and validates its data. */
export class ZodMessagePipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(message: unknown): z.infer<T> {
    return parseMessage(this.schema, message);
  }
}
