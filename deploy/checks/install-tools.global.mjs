// @ts-check
import { join } from 'node:path';
import { installTools } from './tools.mjs';

/**
 * The deploy suite's global setup: installs what the checks run (kustomize, compose-config,
 * kubernetes-validate, the operators' CRDs, oasdiff) into .data/tools when missing, so the suite needs
 * nothing beforehand and `npm test` installs them while the other suites run.
 */
export default function setup() {
  installTools({ toolsDir: join(import.meta.dirname, '..', '..', '.data', 'tools') });
}
