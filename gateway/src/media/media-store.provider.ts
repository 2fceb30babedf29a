import type { Provider } from '@nestjs/common';
import { mediaStoreFrom } from '@livefully/service-kit/media';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';

/** `@Inject(MEDIA_STORE) store: MediaStore`: where uploads are written and /media/ is read from. */
export const MEDIA_STORE = 'MEDIA_STORE';

export const MEDIA_STORE_PROVIDER: Provider = {
  provide: MEDIA_STORE,
  inject: [GATEWAY_ENV],
  useFactory: (env: GatewayEnv) => mediaStoreFrom(env),
};
