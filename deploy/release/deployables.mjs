// @ts-check
// Every image the site ships and the workspace whose version tags it (docs/releasing.md). The
// renderer and the web tier are both built from the shell (one build: its static files and its
// server bundle), so both carry the shell's version; every other image is its own workspace.

/**
 * @typedef {{ image: string, workspace: string, variable: string }} Deployable
 * image: the image's name after `livefully/`; workspace: the directory of its package.json;
 * variable: the compose variable that picks its tag.
 */

/** @type {readonly Deployable[]} */
export const DEPLOYABLES = [
  { image: 'gateway', workspace: 'gateway', variable: 'LIVEFULLY_GATEWAY_VERSION' },
  { image: 'content', workspace: 'services/content', variable: 'LIVEFULLY_CONTENT_VERSION' },
  { image: 'search', workspace: 'services/search', variable: 'LIVEFULLY_SEARCH_VERSION' },
  { image: 'engage', workspace: 'services/engage', variable: 'LIVEFULLY_ENGAGE_VERSION' },
  { image: 'identity', workspace: 'services/identity', variable: 'LIVEFULLY_IDENTITY_VERSION' },
  { image: 'renderer', workspace: 'shell', variable: 'LIVEFULLY_SHELL_VERSION' },
  { image: 'web', workspace: 'shell', variable: 'LIVEFULLY_SHELL_VERSION' },
  { image: 'mf-content', workspace: 'mf-content', variable: 'LIVEFULLY_MF_CONTENT_VERSION' },
  { image: 'mf-search', workspace: 'mf-search', variable: 'LIVEFULLY_MF_SEARCH_VERSION' },
  { image: 'mf-engage', workspace: 'mf-engage', variable: 'LIVEFULLY_MF_ENGAGE_VERSION' },
  { image: 'mf-admin', workspace: 'mf-admin', variable: 'LIVEFULLY_MF_ADMIN_VERSION' },
  { image: 'backup', workspace: 'deploy/backup', variable: 'LIVEFULLY_BACKUP_VERSION' },
];
