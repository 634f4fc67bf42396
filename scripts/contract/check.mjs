// `npm run contract:check -- --target URL [--token T] [--role NAME=TOKEN ...] [--allow-writes]`:
// does a running server honour the contract, for every role? One verdict per operation, as a
// table, JSON and JUnit XML.
import { CommandError, intFlag, parseFlags, runMain, urlFlag } from './lib/args.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { formatTable, writeReports } from './lib/report.mjs';

const USAGE = `Usage: npm run contract:check -- --target URL [flags]

Puts Prism's validating proxy in front of URL and calls every operation of the contract once,
with ids from the server's own answers: each must succeed and conform. Each secured operation is
also sent without a token and with a malformed one, straight to URL: each must get 401.
Reads always; operations that change data only with --allow-writes (its broadcast is deleted
again, the rest is listed).

  --target URL        the server to check, e.g. https://staging.example.com (required)
  --token T           bearer token for the secured operations (or env CONTRACT_CHECK_TOKEN)
  --email E --password P
                      sign in first (POST /api/auth/login) and use the token it returns
                      (or env CONTRACT_CHECK_EMAIL, CONTRACT_CHECK_PASSWORD)
  --role NAME=TOKEN   repeatable: also call every secured operation as this role (a role of the
                      contract: front-desk, programme-manager, auditor, administrator); an
                      operation fails where a role it does not name is not answered 403 ("front-desk
                      called deleteMission: 200; the contract allows programme-manager,
                      administrator") and where a role it names is. Without --token the
                      administrator's token makes the run's own calls
  --allow-writes      also call join, scan, redeem, reassign, profile update, broadcast, delete
                      (as every --role too; what they leave is listed)
  --member-id ID      ids for path parameters and bodies; by default they come from earlier
  --mission-id ID     answers (a member from the users list, missions from the member's
  --reward-id ID      missions, a reward from the rewards list, the broadcast the check sent)
  --message-id ID
  --visit-id ID       a visit to reverse (default: the visit the check itself recorded)
  --out DIR           where check.json and check.junit.xml go (default contract-report)
  --contract FILE     the contract (default openapi/openapi.yaml)
  --timeout MS        per request (default 10000)
  --max-response-time MS
                      a slower answer fails its operation as "slow (N ms)" (default 5000)
  --proxy-port N      Prism's port (default: a free one)
  -h, --help          this text

Exit code: 0 every answer conforms; 1 a violation or an operation not reached; 2 a usage error
or a target that does not answer.`;

const OPTIONS = {
  target: { type: 'string' },
  token: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string', multiple: true },
  'allow-writes': { type: 'boolean' },
  'member-id': { type: 'string' },
  'mission-id': { type: 'string' },
  'reward-id': { type: 'string' },
  'message-id': { type: 'string' },
  'visit-id': { type: 'string' },
  out: { type: 'string' },
  contract: { type: 'string' },
  timeout: { type: 'string' },
  'max-response-time': { type: 'string' },
  'proxy-port': { type: 'string' },
};

/** Progress on stderr: one line rewritten in a terminal, one line per operation in a log. */
function progress({ index, total, operation }) {
  const text = `checking ${index + 1}/${total}: ${operation.method} ${operation.path}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${text}`);
  else process.stderr.write(`${text}\n`);
}

export async function main(argv) {
  const flags = parseFlags(argv, OPTIONS, USAGE);
  const env = process.env;
  const email = flags.email ?? env.CONTRACT_CHECK_EMAIL;
  const password = flags.password ?? env.CONTRACT_CHECK_PASSWORD;
  if (Boolean(email) !== Boolean(password)) {
    throw new CommandError('--email and --password go together');
  }
  const roles = (flags.role ?? []).map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0 || at === pair.length - 1)
      throw new CommandError(`--role takes NAME=TOKEN, got "${pair}"`);
    return { name: pair.slice(0, at), token: pair.slice(at + 1) };
  });
  const twice = roles.find((role, i) => roles.findIndex((r) => r.name === role.name) !== i);
  if (twice) throw new CommandError(`--role ${twice.name} is given twice`);
  const options = {
    target: urlFlag(flags, 'target'),
    roles,
    contract: flags.contract ?? DEFAULT_CONTRACT,
    token: flags.token ?? env.CONTRACT_CHECK_TOKEN,
    credentials: email ? { email, password } : undefined,
    allowWrites: flags['allow-writes'] ?? false,
    ids: {
      member: flags['member-id'],
      mission: flags['mission-id'],
      reward: flags['reward-id'],
      message: flags['message-id'],
      visit: flags['visit-id'],
    },
    timeoutMs: intFlag(flags, 'timeout', 10_000),
    maxResponseMs: intFlag(flags, 'max-response-time', 5000),
    proxyPort: intFlag(flags, 'proxy-port', undefined),
  };
  if (!options.token && !options.credentials && roles.length === 0) {
    console.error('note: no --token: the operations that need one will be refused.');
  }
  const report = await runCheck(options, { onProgress: progress });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  console.log(formatTable(report));
  const files = writeReports(flags.out ?? 'contract-report', 'check', report);
  console.log(`reports: ${files.json}, ${files.xml}`);
  console.log(report.ok ? 'contract:check passed' : 'contract:check FAILED');
  return report.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) runMain('contract:check', main);
