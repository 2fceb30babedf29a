import { execFileSync } from 'node:child_process';
import { ROOT } from './markdown-references.js';

const TEXT = /\.(?:[cm]?[jt]sx?|md|css|html|json|ya?ml|sh)$/;

/** The repository's text files, tracked or new (not ignored), relative to the root. */
export function repositoryTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\0').filter((file) => TEXT.test(file) && file !== 'package-lock.json');
}
