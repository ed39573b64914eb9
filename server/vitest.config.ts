import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The image of a migrated embedded database each file's database starts from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app on its own database; argon2 and PGlite start-up need headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
