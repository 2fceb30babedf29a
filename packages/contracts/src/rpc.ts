import { z } from 'zod';

/**
 * Every message between processes is wrapped so that the correlation id of the HTTP
 * request that caused it travels along and shows in every log line it produces.
 */
export interface RpcMeta {
  correlationId: string;
}
export interface RpcMessage<T> {
  meta: RpcMeta;
  data: T;
}

/** What a service throws across the wire (Nest RpcException payload). */
export const RpcErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  /** What the caller needs to resolve the refusal, e.g. both versions of a VERSION_CONFLICT. */
  details: z.unknown().optional(),
});
export type RpcError = z.infer<typeof RpcErrorSchema>;

export const CORRELATION_HEADER = 'x-correlation-id';
/** Accepted from callers only in this shape, so a log line can't be forged or bloated. */
export const CorrelationIdSchema = z.string().regex(/^[A-Za-z0-9._-]{8,64}$/);
