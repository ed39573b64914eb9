// Fails when the drizzle schema has changed without a committed migration: drizzle-kit
// generates into a scratch copy of server/drizzle, and any new file there is drift.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..', 'server');
const committed = path.join(server, 'drizzle');
// drizzle-kit resolves --out relative to its working directory, so the scratch copy lives there.
const scratch = fs.mkdtempSync(path.join(server, '.migrations-check-'));

try {
  fs.cpSync(committed, scratch, { recursive: true });
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      '--casing=snake_case',
      `--out=./${path.basename(scratch)}`,
      '--name=drift',
    ],
    { cwd: server, encoding: 'utf8' },
  );
  const before = new Set(fs.readdirSync(committed));
  const added = fs.readdirSync(scratch).filter((name) => !before.has(name));
  const unchanged = /No schema changes/i.test(result.stdout + result.stderr);
  if (result.status !== 0 || (!unchanged && added.length === 0)) {
    console.error(result.stdout, result.stderr);
    console.error('drizzle-kit could not compare the schema with the migrations.');
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      'The database schema has changed without a migration. Run `npm run db:generate` and commit server/drizzle.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
