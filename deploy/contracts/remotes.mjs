// @ts-check
import semver from 'semver';

/**
 * @typedef {import('./exposes.mjs').ExposedModule} ExposedModule
 * @typedef {import('./shared.mjs').SharedDependency} SharedDependency
 */

/**
 * The changes of a remote's exposed modules that break a shell built against the released ones:
 * a module or one of its exports gone, an export's type changed, a new required prop (the shell
 * does not pass it), a prop gone or retyped (the shell passes it as it was), an optional prop made
 * required. An added module, export or optional prop, or a required prop made optional, is not.
 * @param {Record<string, ExposedModule>} released
 * @param {Record<string, ExposedModule>} current
 * @returns {string[]}
 */
export function breakingExposeChanges(released, current) {
  const changes = [];
  for (const [name, was] of Object.entries(released)) {
    const now = current[name];
    if (!now) {
      changes.push(`${name}: exposed module removed`);
      continue;
    }
    for (const [exported, type] of Object.entries(was.exports)) {
      if (!(exported in now.exports)) changes.push(`${name}: export \`${exported}\` removed`);
      else if (now.exports[exported] !== type)
        changes.push(`${name}: export \`${exported}\` changed from \`${type}\` to \`${now.exports[exported]}\``);
    }
    for (const [prop, { type, optional }] of Object.entries(was.props)) {
      const to = now.props[prop];
      if (!to) changes.push(`${name}: prop \`${prop}\` removed`);
      else if (to.type !== type) changes.push(`${name}: prop \`${prop}\` changed from \`${type}\` to \`${to.type}\``);
      else if (optional && !to.optional) changes.push(`${name}: prop \`${prop}\` became required`);
    }
    for (const [prop, { optional }] of Object.entries(now.props)) {
      if (!(prop in was.props) && !optional) changes.push(`${name}: new required prop \`${prop}\``);
    }
  }
  return changes;
}

/**
 * Where two web apps' shared singletons cannot be one instance: Module Federation loads one
 * copy of each (the highest version offered), so each app's range must accept the other's
 * version; otherwise it loads a second copy or falls back to the wrong one without a word.
 * Checked both ways, on the singletons both share.
 * @param {{ name: string, shared: Record<string, SharedDependency> }} a
 * @param {{ name: string, shared: Record<string, SharedDependency> }} b
 * @returns {string[]}
 */
export function sharedConflicts(a, b) {
  const conflicts = [];
  for (const [dependency, ofA] of Object.entries(a.shared)) {
    const ofB = b.shared[dependency];
    if (!ofB) continue;
    if (!semver.satisfies(ofB.version, ofA.range))
      conflicts.push(`${dependency}: ${a.name} requires ${ofA.range}, ${b.name} provides ${ofB.version}`);
    if (!semver.satisfies(ofA.version, ofB.range))
      conflicts.push(`${dependency}: ${b.name} requires ${ofB.range}, ${a.name} provides ${ofA.version}`);
  }
  return conflicts;
}
