// `npm run contract:diff -- --base REF`: what changed in the contract since a git ref, and
// would it break the app or its clients? Exits 1 on a breaking change unless info.version's
// major was raised.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CommandError, parseFlags, runMain } from './lib/args.mjs';
import { DEFAULT_CONTRACT, parseContract } from './lib/contract.mjs';
import { applyIgnore, parseIgnore } from './lib/diff-ignore.mjs';
import { diffContracts, majorOf } from './lib/diff-rules.mjs';
import { readAtRef } from './lib/git.mjs';

const USAGE = `Usage: npm run contract:diff -- --base REF [flags]

Compares the contract at a git ref (a branch, tag or commit, e.g. origin/main) with the
working copy, and lists each change as BREAKING or compatible.

  --base REF          the git ref to compare with (required unless --base-file)
  --base-file FILE    compare with this file instead of a git ref
  --contract FILE     the working copy (default openapi/openapi.yaml)
  --ignore FILE       changes accepted on purpose, one "operationId kind [where]" a line
                      (default: contract-diff-ignore.txt next to the contract, when it exists)
  --json              print the changes as JSON
  -h, --help          this text

Exit code: 0 no breaking change, or info.version's major was raised; 1 a breaking change
without a major version; 2 a usage error (unknown ref, unreadable file).`;

const OPTIONS = {
  base: { type: 'string' },
  'base-file': { type: 'string' },
  contract: { type: 'string' },
  ignore: { type: 'string' },
  json: { type: 'boolean' },
};

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`cannot read ${file} (${error.code ?? error.message})`);
  }
}

function parse(text, where) {
  try {
    return parseContract(text, where);
  } catch (error) {
    throw new CommandError(error.message);
  }
}

/**
 * Compares and returns `{ changes, baseVersion, headVersion, breaking, accepted, majorRaised, ok }`;
 * `ignore` rules (diff-ignore.mjs) mark changes accepted on purpose, which do not count.
 */
export function compare(
  baseText,
  headText,
  baseName = 'base',
  headName = 'working copy',
  ignore = [],
) {
  const result = diffContracts(parse(baseText, baseName), parse(headText, headName));
  const changes = applyIgnore(result.changes, ignore);
  const breaking = changes.filter((c) => c.class === 'breaking' && !c.accepted).length;
  const accepted = changes.filter((c) => c.accepted).length;
  const majorRaised = majorOf(result.headVersion) > majorOf(result.baseVersion);
  return { ...result, changes, breaking, accepted, majorRaised, ok: breaking === 0 || majorRaised };
}

export function formatDiff(result, baseName, headName) {
  const lines = [
    `contract:diff ${baseName} (${result.baseVersion}) -> ${headName} (${result.headVersion})`,
  ];
  const sorted = [...result.changes].sort((a, b) =>
    a.class === b.class ? 0 : a.class === 'breaking' ? -1 : 1,
  );
  for (const c of sorted) {
    const label = c.accepted ? 'accepted  ' : c.class === 'breaking' ? 'BREAKING  ' : 'compatible';
    const why = c.accepted ? ` (${c.class}, accepted by the ignore file, ${c.acceptedBy})` : '';
    lines.push(`${label} ${c.operation}  ${c.where}: ${c.message} [${c.kind}]${why}`);
  }
  const accepted = result.accepted ?? 0;
  const compatible = result.changes.length - result.breaking - accepted;
  lines.push(
    '',
    `${result.breaking} breaking, ${compatible} compatible, ${accepted} accepted change(s)`,
  );
  if (result.breaking > 0) {
    lines.push(
      result.majorRaised
        ? `allowed: info.version's major was raised (${result.baseVersion} -> ${result.headVersion})`
        : `not allowed: raise info.version's major (now ${result.headVersion}) to publish breaking changes`,
    );
  }
  return lines.join('\n');
}

export async function main(argv) {
  const flags = parseFlags(argv, OPTIONS, USAGE);
  if (!flags.base && !flags['base-file'])
    throw new CommandError('--base REF (or --base-file FILE) is required');
  const contract = flags.contract ?? DEFAULT_CONTRACT;
  const baseName = flags['base-file'] ?? flags.base;
  const baseText = flags['base-file'] ? read(flags['base-file']) : readAtRef(contract, flags.base);
  const headName = relative(process.cwd(), contract) || contract;
  const ignoreFile = flags.ignore ?? join(dirname(contract), 'contract-diff-ignore.txt');
  let ignore = [];
  if (flags.ignore || existsSync(ignoreFile)) {
    try {
      ignore = parseIgnore(read(ignoreFile), ignoreFile);
    } catch (error) {
      throw error instanceof CommandError ? error : new CommandError(error.message);
    }
  }
  const result = compare(baseText, read(contract), baseName, headName, ignore);
  console.log(
    flags.json ? JSON.stringify(result, null, 2) : formatDiff(result, baseName, headName),
  );
  return result.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) runMain('contract:diff', main);
