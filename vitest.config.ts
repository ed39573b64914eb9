import { defineConfig } from 'vitest/config';

// One runner for the contract, server and web tiers; each workspace keeps its own config.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
  },
});
