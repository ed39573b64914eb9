import path from 'node:path';
import { defineProject } from 'vitest/config';
import { databaseTestFiles } from './src/test/database-files.ts';

const src = path.join(import.meta.dirname, 'src');

export default defineProject({
  test: {
    name: 'server',
    // On PostgreSQL (TEST_DATABASE_URL set), only the files that reach the test database: the
    // others ran on the embedded tier and would run the same way again.
    include: process.env.TEST_DATABASE_URL ? databaseTestFiles(src) : ['src/**/*.test.ts'],
    environment: 'node',
    // The image of a migrated embedded database each file's database starts from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app on its own database; argon2 and PGlite start-up need headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
