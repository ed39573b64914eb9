// Command-line flags of the data scripts: `--name N` or `--name=N`, N a whole number.
import type { VolumeCounts } from './volume.ts';

export class UsageError extends Error {}

export const SEED_USAGE = `Usage: npm run seed -- [--customers N] [--payments N] [--inquiries N]

Adds generated customers, payments (each with its payment order) and inquiries, spread over the
last 12 months, to the configured database: DATABASE_URL, else the embedded database in
DATA_DIR. Each N is a whole number (0 by default; 1_000_000 style separators are allowed).`;

const WHOLE_NUMBER = /^\d+(?:_\d+)*$/;

/**
 * Reads `--name N` / `--name=N` flags for the given names, each at most once. Returns 'help' for
 * `--help` or `-h`; throws UsageError for anything else it does not understand.
 */
export function parseNumberFlags<Name extends string>(
  argv: readonly string[],
  names: readonly Name[],
): Partial<Record<Name, number>> | 'help' {
  const values: Partial<Record<Name, number>> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unexpected argument "${arg}"`);
    const name = names.find((candidate) => candidate === match[1]);
    if (!name) throw new UsageError(`Unknown option "--${match[1]}"`);
    if (values[name] !== undefined) throw new UsageError(`--${name} is given more than once`);
    let raw = match[2];
    if (raw === undefined) {
      raw = argv[index + 1];
      index += 1;
    }
    if (raw === undefined || raw === '') throw new UsageError(`--${name} needs a number`);
    const value = WHOLE_NUMBER.test(raw) ? Number(raw.replaceAll('_', '')) : Number.NaN;
    if (!Number.isSafeInteger(value)) {
      throw new UsageError(`--${name} must be a whole number of 0 or more, not "${raw}"`);
    }
    values[name] = value;
  }
  return values;
}

export type SeedArgs = { help: true } | { help: false; counts: VolumeCounts };

/** The seed script's flags; each count defaults to 0. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const flags = parseNumberFlags(argv, ['customers', 'payments', 'inquiries'] as const);
  if (flags === 'help') return { help: true };
  return {
    help: false,
    counts: {
      customers: flags.customers ?? 0,
      payments: flags.payments ?? 0,
      inquiries: flags.inquiries ?? 0,
    },
  };
}
