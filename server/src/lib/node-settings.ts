// The Node and V8 settings the server runs with, applied by the server itself so that every way
// of starting it (npm start, the bundle, the sources, a container) gets them. They are command-line
// flags, read only when the process starts: the server restarts itself in place with them
// (process.execve keeps the process id), before loading anything else. docs/performance.md
// gives the measurements behind each value.

/**
 * The young generation's semi-spaces, in MB. Left alone, V8 grows them to 64 MB each under 50
 * concurrent requests (128 MB of new space, most of it never given back); at 8 MB the peak
 * resident memory under load falls by about 100 MB at no measurable cost in requests per second.
 */
export const MAX_SEMI_SPACE_MB = 8;

export interface NodeRestart {
  args: string[];
}

/**
 * The arguments to restart this process with, or undefined when it already runs with the
 * settings or when they were given explicitly (on the command line or in NODE_OPTIONS), which win.
 */
export function restartWithSettings(
  execPath: string,
  execArgv: readonly string[],
  argv: readonly string[],
  nodeOptions: string | undefined,
): NodeRestart | undefined {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  const flag = '--max-semi-space-size';
  if (given.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) return undefined;
  return { args: [execPath, `${flag}=${MAX_SEMI_SPACE_MB}`, ...execArgv, ...argv.slice(1)] };
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
