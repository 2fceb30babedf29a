import { z } from 'zod';
import { PortSchema } from '../config.js';

/**
 * Where a process's ops listener (metrics, liveness, readiness; docs/metrics.md) listens. Off
 * unless OPS_PORT is set: the images set 9464, the embedded runner a port per process.
 */
export const OPS_ENV_SHAPE = {
  OPS_PORT: PortSchema.optional(),
  OPS_HOST: z.string().min(1).default('0.0.0.0'),
};

export interface OpsEnv {
  OPS_PORT?: number | undefined;
  OPS_HOST: string;
}
