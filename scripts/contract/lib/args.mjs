// Command-line flags with clear errors: an unknown flag or a missing value names itself.
import { parseArgs } from 'node:util';

/** A mistake in how the command was called, or a target that cannot be used: exit code 2. */
export class CommandError extends Error {}

/**
 * Parses `argv` against `options` (node:util parseArgs shapes, plus `--help`). Prints `usage` and
 * exits 0 on `--help`; throws CommandError on an unknown flag, a stray argument or a missing value.
 */
export function parseFlags(argv, options, usage) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const text = String(error?.message ?? error);
    const unknown = text.match(/Unknown option '([^']+)'/);
    if (unknown) throw new CommandError(`unknown flag ${unknown[1]} (--help lists the flags)`);
    throw new CommandError(`${text.split('\n')[0]} (--help lists the flags)`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** A positive integer flag, or the default. */
export function intFlag(values, name, fallback) {
  if (values[name] === undefined) return fallback;
  const number = Number(values[name]);
  if (!Number.isInteger(number) || number < 0) {
    throw new CommandError(`--${name} must be a whole number, got "${values[name]}"`);
  }
  return number;
}

/** An http(s) address without a trailing slash, or CommandError. */
export function urlFlag(values, name) {
  const value = values[name];
  if (!value) throw new CommandError(`--${name} URL is required (the server to check)`);
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new CommandError(`--${name} must be an http(s) address, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    throw new CommandError(`--${name} must be an http(s) address, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** Runs a command's main function: exit 0/1 from its result, 2 on CommandError or a crash. */
export function runMain(name, main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      const prefix = error instanceof CommandError ? '' : 'error: ';
      console.error(`${name}: ${prefix}${error?.message ?? error}`);
      process.exit(2);
    },
  );
}
