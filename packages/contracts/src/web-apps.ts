import * as z from 'zod/mini';
import webApps from './web-apps.json' with { type: 'json' };

/*
 * The shell and its remotes, kept in web-apps.json: JSON so that the Node build scripts and each
 * remote's rspack config import the same list as TypeScript does. Parsed here, so a slip in the
 * file fails the gateway's start and the tests rather than a page.
 */

const RemoteAppSchema = z.object({
  /** The Module Federation name, as in `mf_content/HomePage`. */
  name: z.string().check(z.regex(/^mf_[a-z]+$/)),
  /** The app's folder in the repository and under `/remotes/` on the site. */
  dir: z.string().check(z.regex(/^mf-[a-z]+$/)),
  /** Its dev server's port. */
  port: z.int(),
  /** The modules it exposes to the shell: `./Name` to a file of the remote. */
  exposes: z.record(z.string().check(z.regex(/^\.\/[A-Z]\w+$/)), z.string()),
  /**
   * Its islands (docs/server-rendering.md, "Server-first"): `Name` to a file whose default export
   * is the component a public page renders as `<Island name="mf_x/Name">`; built into
   * `dist/islands/` for the browser's island runtime.
   */
  islands: z.optional(z.record(z.string().check(z.regex(/^[A-Z]\w+$/)), z.string())),
});

const WebAppsSchema = z.object({
  shell: z.object({ dir: z.literal('shell'), port: z.int() }),
  remotes: z.array(RemoteAppSchema),
});

export type RemoteApp = z.infer<typeof RemoteAppSchema>;

const parsed = WebAppsSchema.parse(webApps);
export const SHELL_APP = parsed.shell;
export const REMOTE_APPS: readonly RemoteApp[] = parsed.remotes;

/** Where the gateway serves a remote's manifest in embedded mode, and nginx in the full stack. */
export function defaultRemoteEntry(remote: Pick<RemoteApp, 'dir'>): string {
  return `/remotes/${remote.dir}/mf-manifest.json`;
}
