import { defineConfig } from 'vitest/config';

// One runner for the contract, server and web tiers; each workspace keeps its own config.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'examples/site'],
    // A test file as a rule keeps one core busy (its app and its database), so one worker per
    // core. Vitest's own default leaves a core out, which on two cores meant one file at a time:
    // the web tests took 117 s at one worker against 65 s at two, a sample of the server's
    // 49 s against 34 s.
    maxWorkers: '100%',
  },
});
