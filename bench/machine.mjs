// @ts-check
import { cpus, totalmem } from 'node:os';

/** The machine a bench ran on, as its report names it. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
}
