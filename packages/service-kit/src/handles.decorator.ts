import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { MessageOf, ResponseOf, ServiceOperation } from '@livefully/contracts';
import { ZodMessagePipe } from './zod-message.pipe.js';

type Answer<O extends ServiceOperation> = ResponseOf<O> | Promise<ResponseOf<O>>;
/** The handler a decorated method must be: takes the validated message (if any), answers the operation's response. */
type Handler<O extends ServiceOperation> = O['message'] extends object ? (message: MessageOf<O>) => Answer<O> : () => Answer<O>;

/**
 * `@Handles(contentOperations.getPost)` on a service controller's method: it answers the
 * operation's pattern (an event's, for an event), and its first parameter is the message's data
 * validated with the operation's schema (a bad one is answered as a 400, as ZodMessagePipe does).
 * The method's type is checked against the operation: what it takes and what it answers.
 */
export function Handles<const O extends ServiceOperation>(op: O) {
  return (target: object, key: string | symbol, descriptor: { value?: Handler<O> }): void => {
    const listen = op.kind === 'event' ? EventPattern(op.pattern) : MessagePattern(op.pattern);
    listen(target, key, descriptor as PropertyDescriptor);
    // Payload() is a parameter decorator; applied here to parameter 0, as if written there.
    if (op.message) Payload(new ZodMessagePipe(op.message))(target, key, 0);
  };
}
