import { describe, expect, it } from 'vitest';
import { NODE_SETTINGS, restartWithSettings } from './node-settings.ts';

const ours = NODE_SETTINGS.map(({ flag, value }) => `${flag}=${value}`);
const argv = ['/usr/bin/node', '/srv/server/dist/main.mjs'];

describe('the Node settings the server restarts with', () => {
  it('puts them before the flags it was started with, then the script and its arguments', () => {
    const restart = restartWithSettings(
      '/usr/bin/node',
      ['--enable-source-maps'],
      [...argv, '--some-arg'],
      undefined,
    );
    expect(restart?.args).toEqual([
      '/usr/bin/node',
      ...ours,
      '--enable-source-maps',
      '/srv/server/dist/main.mjs',
      '--some-arg',
    ]);
  });

  it('does not restart a process that already has them, so it restarts at most once', () => {
    expect(restartWithSettings('/usr/bin/node', ours, argv, '')).toBeUndefined();
  });

  it('leaves a value given on the command line or in NODE_OPTIONS alone', () => {
    const restart = restartWithSettings(
      '/usr/bin/node',
      ['--max-semi-space-size=32'],
      argv,
      '--inspect --heap-growing-percent=0',
    );
    expect(restart).toBeUndefined();
    const partly = restartWithSettings('/usr/bin/node', ['--max-semi-space-size', '32'], argv, '');
    expect(partly?.args).toEqual([
      '/usr/bin/node',
      '--heap-growing-percent=50',
      '--max-semi-space-size',
      '32',
      argv[1],
    ]);
  });
});
