// `npm run contract:fuzz -- --target URL`: property-based checks of every operation, from the
// contract's schemas with fast-check. Valid requests must get a declared, conforming answer
// that is not a 5xx; invalid ones (one thing broken) must get a 4xx.
import { CommandError, intFlag, parseFlags, runMain, urlFlag } from './lib/args.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { runFuzz, newSeed } from './lib/fuzz-run.mjs';
import { formatTable, writeReports } from './lib/report.mjs';

const USAGE = `Usage: npm run contract:fuzz -- --target URL [flags]

First learns the ids the server has from its own lists. Then, for each operation: the
contract's example requests with those ids (each must succeed), the same without a token and
with a malformed one (each must get 401), generated valid requests (a declared, conforming
answer, not a 5xx; a read is never refused), generated invalid ones (a 4xx) and each schema's
edges (past them, the contract's 400).
Reads always; operations that change data only with --allow-writes.

  --target URL        the server to fuzz (required)
  --token T           bearer token for the secured operations (or env CONTRACT_CHECK_TOKEN)
  --runs N            requests per property and operation (default 100)
  --seed S            replay a run: the seed it printed
  --operation IDS     only these operationIds (comma-separated), e.g. getMember,listRewards
  --allow-writes      also fuzz the operations that change data (use a disposable server);
                      the broadcasts it sends are deleted again, the rest is listed
  --skip-edges        leave out the boundary phase (each schema's edges, which must get 400)
  --out DIR           where fuzz.json and fuzz.junit.xml go (default contract-report)
  --contract FILE     the contract (default openapi/openapi.yaml)
  --timeout MS        per request (default 10000)
  --max-response-time MS
                      a slower answer fails its operation as "slow (N ms)" (default 5000)
  -h, --help          this text

Exit code: 0 every property held; 1 a property failed or an operation was not reached;
2 a usage error or a target that does not answer.`;

const OPTIONS = {
  target: { type: 'string' },
  token: { type: 'string' },
  runs: { type: 'string' },
  seed: { type: 'string' },
  operation: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  'skip-edges': { type: 'boolean' },
  out: { type: 'string' },
  contract: { type: 'string' },
  timeout: { type: 'string' },
  'max-response-time': { type: 'string' },
};

function progress({ index, total, operation }) {
  const text = `fuzzing ${index + 1}/${total}: ${operation.id} (${operation.method} ${operation.path})`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${text}`);
  else process.stderr.write(`${text}\n`);
}

export async function main(argv) {
  const flags = parseFlags(argv, OPTIONS, USAGE);
  if (flags.seed !== undefined && !/^-?\d+$/.test(flags.seed)) {
    throw new CommandError(`--seed must be an integer, got "${flags.seed}"`);
  }
  const runs = intFlag(flags, 'runs', 100);
  if (runs < 1) throw new CommandError('--runs must be at least 1');
  const options = {
    target: urlFlag(flags, 'target'),
    contract: flags.contract ?? DEFAULT_CONTRACT,
    token: flags.token ?? process.env.CONTRACT_CHECK_TOKEN,
    runs,
    seed: flags.seed === undefined ? newSeed() : Number(flags.seed) | 0,
    operations: flags.operation
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    allowWrites: flags['allow-writes'] ?? false,
    boundaries: !flags['skip-edges'],
    timeoutMs: intFlag(flags, 'timeout', 10_000),
    maxResponseMs: intFlag(flags, 'max-response-time', 5000),
  };
  console.error(`seed ${options.seed}, ${runs} runs per property`);
  const report = await runFuzz(options, { onProgress: progress });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  console.log(formatTable(report));
  const files = writeReports(flags.out ?? 'contract-report', 'fuzz', report);
  console.log(`reports: ${files.json}, ${files.xml}`);
  if (!report.ok) {
    const failed = report.operations.filter((r) => r.verdict === 'fail').map((r) => r.operation);
    const only = failed.length > 0 ? ` --operation ${failed.join(',')}` : '';
    console.log(
      `replay: npm run contract:fuzz -- --target ${options.target} --seed ${options.seed} --runs ${runs}${only}`,
    );
  }
  console.log(
    `${report.ok ? 'contract:fuzz passed' : 'contract:fuzz FAILED'} (seed ${options.seed})`,
  );
  return report.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) runMain('contract:fuzz', main);
