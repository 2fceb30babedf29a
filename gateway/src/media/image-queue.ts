import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { mediaLimitsFrom } from '@livefully/service-kit/media';
import { ImagePool } from '@livefully/service-kit/media/pool';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';

/** The gateway's image pool (docs/media.md), as MEDIA_WORKERS and MEDIA_QUEUE set it; closed with the app. */
@Injectable()
export class ImageQueue extends ImagePool implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    super({ workers: env.MEDIA_WORKERS, queue: env.MEDIA_QUEUE, limits: mediaLimitsFrom(env) });
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
