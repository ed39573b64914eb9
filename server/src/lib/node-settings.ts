// The Node and V8 settings the server runs with, applied by the server itself so that every way
// of starting it (npm start, the bundle, the sources, a container) gets them. They are command-line
// flags, read only when the process starts: the server restarts itself in place with them
// (process.execve keeps the process id) before loading the rest of itself. docs/performance.md
// gives the measurements behind each value.

/** A V8 flag and the value the server runs with. */
export interface NodeSetting {
  flag: string;
  value: string;
}

export const NODE_SETTINGS: readonly NodeSetting[] = [
  // The young generation's two semi-spaces, in MB. Left alone, V8 grows them to 64 MB each
  // under 50 concurrent requests: 128 MB of new space, kept once grown.
  { flag: '--max-semi-space-size', value: '16' },
  // The old generation may grow to 1.5 times what survived the last full collection before the
  // next one (V8 otherwise allows up to 4 times under load, and much more before its first one).
  { flag: '--heap-growing-percent', value: '50' },
];

export interface NodeRestart {
  args: string[];
}

/**
 * The arguments to restart this process with, or undefined when it already runs with every
 * setting. A flag given explicitly (on the command line or in NODE_OPTIONS) wins over ours.
 */
export function restartWithSettings(
  execPath: string,
  execArgv: readonly string[],
  argv: readonly string[],
  nodeOptions: string | undefined,
): NodeRestart | undefined {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  const missing = NODE_SETTINGS.filter(
    ({ flag }) => !given.some((arg) => arg === flag || arg.startsWith(`${flag}=`)),
  );
  if (missing.length === 0) return undefined;
  return {
    args: [
      execPath,
      ...missing.map(({ flag, value }) => `${flag}=${value}`),
      ...execArgv,
      ...argv.slice(1),
    ],
  };
}

/** Restarts this process in place with the settings, where the platform can (not on Windows). */
export function applyNodeSettings(): void {
  if (typeof process.execve !== 'function') return;
  const restart = restartWithSettings(
    process.execPath,
    process.execArgv,
    process.argv,
    process.env.NODE_OPTIONS,
  );
  if (restart) process.execve(process.execPath, restart.args, process.env);
}
