import { z } from 'zod';

export const ServiceNameSchema = z.enum(['content', 'search', 'engage', 'identity']);
export type ServiceName = z.infer<typeof ServiceNameSchema>;

/**
 * One health pattern per service: over Redis every subscriber of a pattern answers, so a
 * shared pattern would let any live service answer for one that is down.
 */
export function healthPattern(service: ServiceName): string {
  return `${service}.health.check`;
}
export const SERVICE_NAMES = ServiceNameSchema.options;

export const ServiceHealthSchema = z.object({
  service: ServiceNameSchema,
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

export const HealthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.array(ServiceHealthSchema),
});
export type HealthReport = z.infer<typeof HealthReportSchema>;
