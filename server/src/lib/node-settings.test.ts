import { describe, expect, it } from 'vitest';
import {
  ALLOCATOR_ENVIRONMENT,
  NODE_SETTINGS,
  restartWithSettings,
  settingArg,
} from './node-settings.ts';

const ours = NODE_SETTINGS.map(settingArg);
const argv = ['/usr/bin/node', '/srv/server/dist/main.mjs'];
const settled = { ...ALLOCATOR_ENVIRONMENT };

describe('the settings the server restarts with', () => {
  it('puts the flags before those it was started with, then the script and its arguments', () => {
    const restart = restartWithSettings(
      '/usr/bin/node',
      ['--enable-source-maps'],
      [...argv, '--some-arg'],
      { PORT: '3000' },
    );
    expect(restart?.args).toEqual([
      '/usr/bin/node',
      ...ours,
      '--enable-source-maps',
      '/srv/server/dist/main.mjs',
      '--some-arg',
    ]);
    expect(restart?.env).toEqual({ PORT: '3000', ...ALLOCATOR_ENVIRONMENT });
  });

  it('does not restart a process that already has them, so it restarts at most once', () => {
    expect(restartWithSettings('/usr/bin/node', ours, argv, settled)).toBeUndefined();
  });

  it('restarts for a missing allocator variable alone', () => {
    const restart = restartWithSettings('/usr/bin/node', ours, argv, { MALLOC_ARENA_MAX: '4' });
    expect(restart?.args).toEqual(['/usr/bin/node', ...ours, argv[1]]);
    expect(restart?.env).toEqual({ ...ALLOCATOR_ENVIRONMENT, MALLOC_ARENA_MAX: '4' });
  });

  it('leaves a value given on the command line, in NODE_OPTIONS or in the environment alone', () => {
    const restart = restartWithSettings(
      '/usr/bin/node',
      ['--expose-gc', '--heap-growing-percent=0', '--wasm-tier-up', '--no-wasm-dynamic-tiering'],
      argv,
      {
        ...settled,
        NODE_OPTIONS: '--inspect --max-semi-space-size=0',
      },
    );
    expect(restart).toBeUndefined();
    const partly = restartWithSettings(
      '/usr/bin/node',
      ['--max-semi-space-size', '32'],
      argv,
      settled,
    );
    expect(partly?.args).toEqual([
      '/usr/bin/node',
      '--heap-growing-percent=70',
      '--expose-gc',
      '--no-wasm-tier-up',
      '--no-wasm-dynamic-tiering',
      '--max-semi-space-size',
      '32',
      argv[1],
    ]);
  });
});
