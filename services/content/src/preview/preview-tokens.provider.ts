import { randomBytes } from 'node:crypto';
import { Logger, type Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import type { ContentConfig } from '../config/content.config.js';
import { PreviewTokens } from './preview-tokens.js';

export const PREVIEW_TOKENS = 'PREVIEW_TOKENS';

/** One signer for the process: links made by one replica open on every replica that shares PREVIEW_SECRET. */
export const previewTokensProvider: Provider = {
  provide: PREVIEW_TOKENS,
  inject: [SERVICE_CONFIG],
  useFactory: (config: ContentConfig) => {
    let secret = config.PREVIEW_SECRET;
    if (!secret) {
      secret = randomBytes(32).toString('base64url');
      new Logger('PreviewTokens').warn('PREVIEW_SECRET is not set: preview links work on this process only, until it restarts');
    }
    return new PreviewTokens(secret);
  },
};
