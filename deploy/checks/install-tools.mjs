// @ts-check
// `node deploy/checks/install-tools.mjs`: installs the deployment checks' tools into
// .data/tools (the deploy suite's global setup does it too: install-tools.global.mjs).
import { join } from 'node:path';
import { installTools } from './tools.mjs';

const installed = installTools({ toolsDir: join(import.meta.dirname, '..', '..', '.data', 'tools') });
if (installed.length === 0) console.log('deploy-tools   all there');
