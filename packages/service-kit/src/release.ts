import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which app a process is and which version of it (docs/releasing.md): what its /health answers name. */
export interface AppRelease {
  name: string;
  version: string;
}

/**
 * The name and version in the package.json nearest above a module: an app calls it with its own
 * `import.meta.url`, so the answer is the app's own, in the repository and in its image alike
 * (the image keeps each workspace's package.json beside its dist/), and never a caller's.
 */
export function releaseOf(moduleUrl: string): AppRelease {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as Partial<AppRelease>;
      if (!name || !version) throw new Error(`${file} names no name and version`);
      return { name, version };
    }
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
