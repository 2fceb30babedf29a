// @ts-check
import { createHash } from 'node:crypto';

/**
 * @typedef {{ name: string, entry: string }} RemoteConfig
 * @typedef {{ entry: string, audience?: 'staff', share?: number }} RemoteCanary
 * @typedef {{ remotes: RemoteConfig[], canaries?: Record<string, RemoteCanary> }} RuntimeConfig
 * @typedef {{ css: string[], js: string[] }} ExposedAssets
 * @typedef {{ js: string, imports: string[] }} IslandFiles
 * @typedef {{ name: string, entry: string, serverEntry: string, exposes: Map<string, ExposedAssets>, islands: Map<string, IslandFiles> }} Remote
 */

/**
 * The remotes this renderer renders with, read once from the runtime remote list and each
 * remote's browser manifest (`mf-manifest.json`): for each, the exact browser entry of that build
 * (its remoteEntry file name carries a content hash), the stylesheets and scripts of each exposed
 * module, and the server build beside it. `version` names the whole set; a remote deployed later
 * changes it (`currentVersion()`), and the renderer then loads the new set in a fresh render
 * worker (workers.mjs): the node runtime cannot reliably replace a container it has loaded.
 */
export class RemoteSet {
  /**
   * @param {string} assetsUrl where the remotes' files are fetched from (the site's origin, or the web tier)
   * @param {RuntimeConfig} config the runtime remote list (`/remotes.json`, with its canaries)
   * @param {string[]} variant the remotes to load at their canary's entry (docs/releasing.md, "Canary")
   */
  constructor(assetsUrl, config, variant = []) {
    this.assetsUrl = assetsUrl;
    /** Every build the config names, the canaries' included: the set's version names them all. */
    this.locations = allLocations(config);
    const { canaries = {}, ...rest } = config;
    for (const name of variant)
      if (!canaries[name]) throw new Error(`the variant names ${name}, which has no canary in the runtime remote list`);
    /** The config this worker renders with: each remote of the variant at its canary's entry, and no canaries. */
    this.config = {
      ...rest,
      remotes: config.remotes.map((r) => ({
        name: r.name,
        entry: variant.includes(r.name) ? (canaries[r.name]?.entry ?? r.entry) : r.entry,
      })),
    };
    /** @type {Map<string, Remote>} */
    this.remotes = new Map();
    this.version = '';
  }

  /** @param {string} assetsUrl @param {string[]} [variant] */
  static async load(assetsUrl, variant = []) {
    const config = await runtimeConfig(assetsUrl);
    const set = new RemoteSet(assetsUrl, config, variant);
    await set.read();
    return set;
  }

  async read() {
    const manifests = await Promise.all(
      this.config.remotes.map(async (remote) => [remote, await this.manifestOf(remote), await this.islandsOf(remote)]),
    );
    for (const [remote, manifest, islands] of /** @type {[RemoteConfig, any, Record<string, IslandFiles>][]} */ (manifests)) {
      const at = (/** @type {string} */ file) => sibling(remote.entry, file);
      const inIslands = (/** @type {string} */ file) => sibling(remote.entry, `islands/${file}`);
      this.remotes.set(remote.name, {
        name: remote.name,
        entry: at(manifest.metaData.remoteEntry.name),
        // The server build sits in `server/` beside the browser build (web-kit's createServerConfig).
        serverEntry: new URL(sibling(remote.entry, 'server/remoteEntry.js'), this.assetsUrl).href,
        exposes: new Map(
          manifest.exposes.map((/** @type {any} */ exposed) => [
            exposed.name,
            { css: exposed.assets.css.sync.map(at), js: exposed.assets.js.sync.map(at) },
          ]),
        ),
        islands: new Map(
          Object.entries(islands).map(([name, files]) => [name, { js: inIslands(files.js), imports: files.imports.map(inIslands) }]),
        ),
      });
    }
    // The same for every variant of one config: a page's version names the whole deployment, so a
    // canary redeployed drops the pages of every variant, and one check (currentVersion) notices it.
    const loaded = new Map(
      [...this.remotes.values()].map((remote) => [
        remote.name,
        `${remote.entry} ${[...remote.islands.values()].map((files) => files.js).join(' ')}`,
      ]),
    );
    const used = new Map(this.config.remotes.map((r) => [r.name, r.entry]));
    this.version = fingerprint(
      await Promise.all(
        this.locations.map(async (location) => {
          const build = used.get(location.name) === location.entry ? loaded.get(location.name) : undefined;
          return `${location.canary ? 'canary ' : ''}${build ?? (await this.buildOf(location))}`;
        }),
      ),
    );
  }

  /**
   * What names one remote's build: its browser entry and its islands' modules (an island's code
   * may change while the entry stays the same).
   * @param {RemoteConfig} remote
   */
  async buildOf(remote) {
    const [manifest, islands] = await Promise.all([this.manifestOf(remote), this.islandsOf(remote)]);
    const modules = Object.values(islands).map((files) => sibling(remote.entry, `islands/${files.js}`));
    return `${sibling(remote.entry, manifest.metaData.remoteEntry.name)} ${modules.join(' ')}`;
  }

  /** The runtime config with every remote pointing at its server build, for the shell's server bundle. */
  serverConfig() {
    return { ...this.config, remotes: this.config.remotes.map((r) => ({ ...r, entry: this.remotes.get(r.name)?.serverEntry ?? r.entry })) };
  }

  /** @returns {Record<string, string>} remote name → the exact browser entry this renderer rendered with */
  entries() {
    return Object.fromEntries([...this.remotes.values()].map((remote) => [remote.name, remote.entry]));
  }

  /** @param {string | undefined} remoteId `mf_content/ArticlePage` @returns {ExposedAssets & { entry?: string }} */
  assetsOf(remoteId) {
    const [name = '', exposed = ''] = (remoteId ?? '').split('/');
    const remote = this.remotes.get(name);
    const assets = remote?.exposes.get(exposed);
    return assets && remote ? { ...assets, entry: remote.entry } : { css: [], js: [] };
  }

  /**
   * The modules of the islands a page renders (`mf_content/Share`), as the island runtime loads
   * them: from exactly the builds this renderer renders with. An island of no remote here (the
   * shell's own) is not in it.
   * @param {Iterable<string>} names
   * @returns {Map<string, IslandFiles>}
   */
  islandFiles(names) {
    const found = new Map();
    for (const name of names) {
      const [remote = '', island = ''] = name.split('/');
      const files = this.remotes.get(remote)?.islands.get(island);
      if (files) found.set(name, files);
    }
    return found;
  }

  /**
   * The text of every stylesheet the remotes' exposed modules link (a page carries the ones it
   * renders, inline-files.mjs), by the path a page names it with. A stylesheet that cannot be read
   * now is left out: the page links it instead.
   * @returns {Promise<Map<string, string>>}
   */
  async stylesheetTexts() {
    const hrefs = new Set([...this.remotes.values()].flatMap((remote) => [...remote.exposes.values()].flatMap((assets) => assets.css)));
    const texts = new Map();
    await Promise.all(
      [...hrefs].map(async (href) => {
        const answer = await fetch(new URL(href, this.assetsUrl), { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
        if (answer?.ok) texts.set(href, await answer.text());
      }),
    );
    return texts;
  }

  /**
   * The fingerprint of the remote builds the runtime remote list names now, as `version` names a
   * loaded set's: the renderer compares it with its serving worker's to notice a deploy (a new
   * build of a remote, or a remote list that changed).
   * @param {string} assetsUrl
   */
  static async currentVersion(assetsUrl) {
    const set = new RemoteSet(assetsUrl, await runtimeConfig(assetsUrl));
    return fingerprint(
      await Promise.all(set.locations.map(async (location) => `${location.canary ? 'canary ' : ''}${await set.buildOf(location)}`)),
    );
  }

  /** @param {RemoteConfig} remote */
  manifestOf(remote) {
    return getJson(new URL(remote.entry, this.assetsUrl).href);
  }

  /**
   * A remote's islands (its islands build's manifest beside its browser build); a remote with
   * none (the admin area) has no such file.
   * @param {RemoteConfig} remote
   * @returns {Promise<Record<string, IslandFiles>>}
   */
  async islandsOf(remote) {
    const url = new URL(sibling(remote.entry, 'islands/manifest.json'), this.assetsUrl).href;
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (answer.status === 404) return {};
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return (await answer.json()).islands ?? {};
  }
}

/** `file` in the folder of `entry`, keeping the entry's form (a site path stays a path). @param {string} entry @param {string} file */
function sibling(entry, file) {
  const url = new URL(file, new URL(entry, 'http://site'));
  return /^https?:\/\//.test(entry) ? url.href : url.pathname;
}

/**
 * The runtime remote list with its canaries: the gateway sends them to the renderer alone, which
 * shows it by the credential its API reads carry (a browser gets its own variant's list).
 * @param {string} assetsUrl @returns {Promise<RuntimeConfig>}
 */
function runtimeConfig(assetsUrl) {
  // Read here rather than from settings.mjs, which refuses to load without it: this file is also read alone.
  const secret = process.env.RENDERER_SECRET;
  return getJson(new URL('/remotes.json', assetsUrl).href, secret ? { 'X-Livefully-Renderer': secret } : {});
}

/**
 * Every build a config names, in a fixed order: each remote's entry, then each canary's.
 * @param {RuntimeConfig} config @returns {(RemoteConfig & { canary?: true })[]}
 */
function allLocations(config) {
  const canaries = Object.entries(config.canaries ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    ...config.remotes.map(({ name, entry }) => ({ name, entry })),
    ...canaries.map(([name, canary]) => ({ name, entry: canary.entry, canary: /** @type {const} */ (true) })),
  ];
}

/** @param {string[]} parts */
function fingerprint(parts) {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 16);
}

/** @param {string} url @param {Record<string, string>} [headers] */
async function getJson(url, headers = {}) {
  const answer = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}
