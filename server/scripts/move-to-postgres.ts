// npm run db:move-to-postgres -- --to postgres://…
// Copies the embedded database in DATA_DIR into an empty PostgreSQL database, checks every
// table's row count and checksum, and prints the DATABASE_URL to use. docs/operations.md.
// First: what it writes (the database, a backup) is private to its owner.
import '../src/private-files-first.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { moveToPostgres } from '../src/operations/move.ts';
import { maskedUrl } from '../src/operations/target.ts';
import { reportOperationFailure } from './operations-cli.ts';

try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) {
    process.stderr.write(
      'Usage: npm run db:move-to-postgres -- --to postgres://user@host:5432/db\n',
    );
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  const started = performance.now();
  const checks = await moveToPostgres(config.dataDir, values.to, (line) =>
    process.stdout.write(`${line}\n`),
  );
  const width = Math.max(...checks.map((check) => check.table.length));
  for (const check of checks) {
    process.stdout.write(
      `  ${check.table.padEnd(width)}  ${String(check.rows).padStart(9)} rows  ${check.matches ? 'same' : 'DIFFERENT'}\n`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (checks.some((check) => !check.matches)) {
    process.stderr.write(
      `The copy differs from the embedded database in the tables marked DIFFERENT: do not use it. Empty the PostgreSQL database and try again.\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `\nMoved in ${seconds} s: every table has the same rows. Start the server with\n\n  DATABASE_URL=${maskedUrl(values.to)}\n\n` +
        '(your password in place of ****). Keep JWT_SECRET (or DATA_DIR/jwt-secret) so signed-in sessions stay valid, ' +
        'and SECRETS_KEY (or DATA_DIR/secrets-key), without which two-factor secrets cannot be read. ' +
        `The embedded database in ${config.dataDir} is left as it was.\n`,
    );
  }
} catch (error) {
  reportOperationFailure('Moving to PostgreSQL', error);
}
