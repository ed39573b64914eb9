import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-site',
    include: ['server/**/*.test.ts'],
    environment: 'node',
  },
});
