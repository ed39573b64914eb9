// npm run backup -- [--out FILE|FOLDER]
// A consistent snapshot of the configured database (DATABASE_URL, else the embedded database in
// DATA_DIR) while the server keeps serving. docs/operations.md.
// First: what it writes (the database, a backup) is private to its owner.
import '../src/private-files-first.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { backup } from '../src/operations/backup.ts';
import { reportOperationFailure, whereFromConfig } from './operations-cli.ts';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const started = performance.now();
  const result = await backup(whereFromConfig(loadConfig()), values.out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backup written to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, schema ${result.schema}, ${seconds} s${result.throughServer ? ', made by the running server' : ''}).\n`,
  );
} catch (error) {
  reportOperationFailure('Backup', error);
}
