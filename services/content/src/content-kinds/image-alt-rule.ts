import { ErrorCode } from '@livefully/contracts';
import { missingAltMessage } from '@livefully/contracts/image-alt';
import { rpcError } from '@livefully/service-kit';

/**
 * An image without alt text is never published (docs/media.md, Alt text): a body going public
 * with one is refused with a field message naming it. The image field's own alt text is
 * required by the input schema; a draft may still lack alt text in its body.
 */
export function requireBodyImageAlt(kind: 'post' | 'guide', input: { content: string }): void {
  const message = missingAltMessage(input.content);
  if (message) throw rpcError(ErrorCode.Validation, `Invalid ${kind}`, [{ path: ['content'], message }]);
}
