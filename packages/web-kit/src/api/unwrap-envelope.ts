import { EnvelopeError } from './api-error';

type Envelope = { success: unknown; data: unknown; message?: unknown; code?: unknown };

function isEnvelope(json: unknown): json is Envelope {
  return typeof json === 'object' && json !== null && 'success' in json && 'data' in json;
}

/**
 * docs/requirements.md#r-api-reader: JSON with both `success` and `data` is an envelope; anything else is returned as is.
 * The error envelope of our gateway has no `data`, so the caller checks the status first.
 */
export function unwrapEnvelope<T>(json: unknown): T {
  if (!isEnvelope(json)) return json as T;
  if (json.success === true) return json.data as T;
  const message = typeof json.message === 'string' && json.message ? json.message : 'Request failed';
  throw new EnvelopeError(message, typeof json.code === 'string' ? json.code : undefined);
}
