// npm run restore -- FILE [--force]
// Restores a backup into the configured database, which must be empty unless --force, then
// applies the migrations the backup predates. docs/operations.md.
// First: what it writes (the database, a backup) is private to its owner.
import '../src/private-files-first.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { restore } from '../src/operations/restore.ts';
import { describeWhere } from '../src/operations/target.ts';
import { reportOperationFailure, whereFromConfig } from './operations-cli.ts';

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write('Usage: npm run restore -- FILE [--force]\n');
    process.exit(2);
  }
  const where = whereFromConfig(loadConfig());
  const started = performance.now();
  const result = await restore(where, file, {
    force: values.force,
    say: (line) => process.stdout.write(`${line}\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Restored ${file} (schema ${result.schema}) into ${describeWhere(where)} in ${seconds} s; it is migrated to this version.\n`,
  );
} catch (error) {
  reportOperationFailure('Restore', error);
}
