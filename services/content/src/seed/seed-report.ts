import type { SeedKind, SeedReport } from './seed.runner.js';

const PLURAL: Record<SeedKind, string> = { category: 'categories', topic: 'topics', post: 'posts', guide: 'guides' };

/** "seed 'initial' applied (8 categories, 4 topics, 8 posts, 2 guides)" or "seed 'initial' already applied". */
export function describeSeed(report: SeedReport): string {
  const written = (Object.keys(PLURAL) as SeedKind[])
    .filter((kind) => report.applied[kind] > 0)
    .map((kind) => `${report.applied[kind]} ${report.applied[kind] === 1 ? kind : PLURAL[kind]}`);
  const skipped = report.skipped.length > 0 ? `; skipped ${report.skipped.join(', ')}` : '';
  if (written.length === 0) return `seed '${report.seed}' already applied${skipped}`;
  return `seed '${report.seed}' applied (${written.join(', ')})${skipped}`;
}
