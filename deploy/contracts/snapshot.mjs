// @ts-check
import { join } from 'node:path';
import { openApiDocument } from '../../gateway/dist/openapi/openapi-document.js';
import { versionOf } from './deployables.mjs';
import { exposedModules } from './exposes.mjs';
import { messagesDocument } from './messages.mjs';
import { sharedRanges } from './shared.mjs';

/**
 * The files of a deployable's contract, by name: what a release records and what the checks
 * compare. The gateway's is the OpenAPI document it serves at /api/openapi.json; a service's,
 * its messages as an OpenAPI document; the shell's, its shared singletons; a remote's, its
 * exposed modules and its shared singletons.
 * @typedef {Record<string, unknown>} ContractFiles
 */

/**
 * The contract of a deployable as the working tree has it. `operations` is the operation table
 * (`ALL_OPERATIONS` of @livefully/contracts), given by the caller: the tests read it from the
 * sources, the script from the build.
 * @param {string} root
 * @param {import('./deployables.mjs').Deployable} deployable
 * @param {readonly import('@livefully/contracts').Operation[]} operations
 * @returns {ContractFiles}
 */
export function currentContract(root, deployable, operations) {
  const dir = join(root, deployable.dir);
  switch (deployable.kind) {
    case 'gateway':
      return { 'openapi.json': openApiDocument(operations) };
    case 'service':
      return { 'messages.json': messagesDocument(operations, deployable.service, versionOf(root, deployable)) };
    case 'shell':
      return { 'shared.json': sharedRanges(dir) };
    case 'remote':
      return { 'exposes.json': exposedModules(dir, deployable.exposes), 'shared.json': sharedRanges(dir) };
  }
}
