// Reads a file as it was at a git ref.
import { execFileSync } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { CommandError } from './args.mjs';

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The text of `file` (a path on disk) at `ref` in the repository that holds it. */
export function readAtRef(file, ref) {
  const absolute = resolve(file);
  const dir = dirname(absolute);
  let root;
  try {
    root = git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    throw new CommandError(`${file} is not inside a git repository`);
  }
  try {
    git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new CommandError(`unknown git ref "${ref}"`);
  }
  const path = relative(root, absolute).split('\\').join('/');
  try {
    return git(root, ['show', `${ref}:${path}`]);
  } catch {
    throw new CommandError(`${path} does not exist at ${ref}`);
  }
}
