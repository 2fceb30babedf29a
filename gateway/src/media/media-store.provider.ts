import type { Provider } from '@nestjs/common';
import type { Logger } from '@livefully/service-kit';
import { mediaStoreFrom, S3MediaStore, type MediaStore } from '@livefully/service-kit/media';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';

/** `@Inject(MEDIA_STORE) store: MediaStore`: where uploads are written and /media/ is read from. */
export const MEDIA_STORE = 'MEDIA_STORE';

export const MEDIA_STORE_PROVIDER: Provider = {
  provide: MEDIA_STORE,
  inject: [GATEWAY_ENV, GATEWAY_LOGGER],
  useFactory: async (env: GatewayEnv, logger: Logger): Promise<MediaStore> => {
    const store = mediaStoreFrom(env);
    // A fresh bucket (a new MinIO) is created; a store that is down now is not a reason to stay down.
    if (store instanceof S3MediaStore) {
      await store
        .ensureBucket()
        .catch((error: unknown) => logger.warn({ err: error }, 'media bucket not checked; uploads fail until it is reachable'));
    }
    return store;
  },
};
