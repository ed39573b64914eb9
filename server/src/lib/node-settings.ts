// The Node, V8 and allocator settings the server runs with, applied by the server itself so that
// every way of starting it (npm start, the bundle, the sources, a container) gets them. They are
// command-line flags and environment variables, read only when a process starts: the server
// restarts itself in place with them (process.execve keeps the process id) before loading the
// rest of itself. docs/performance.md gives the measurements behind each value.

/** A V8 flag and the value the server runs with. */
export interface NodeSetting {
  flag: string;
  value: string;
}

export const NODE_SETTINGS: readonly NodeSetting[] = [
  // The young generation's two semi-spaces, in MB. Left alone, V8 grows them to 64 MB each
  // under 50 concurrent requests: 128 MB of new space, kept once grown. With 8 MB the peaks under
  // bench:api still reached 234 MB (PostgreSQL) and 363 MB (embedded); with 4 MB, 197 and 331 MB,
  // at the same requests per second (docs/performance.md).
  { flag: '--max-semi-space-size', value: '4' },
  // The old generation may grow by 70 % of what survived the last full collection before the
  // next one; V8 otherwise allows up to four times under load, and objects that outlived a wait
  // for the database pile up there. At 100 % the peak under 50 connections passed 200 MB on
  // PostgreSQL; at 50 % the by-id reads lost a third of their rate (docs/performance.md).
  { flag: '--heap-growing-percent', value: '70' },
  // Lets the server collect once, right after opening the embedded engine (collectGarbageNow).
  { flag: '--expose-gc', value: '' },
  // The embedded engine's WebAssembly stays on V8's baseline compiler: the optimizing one,
  // compiling PostgreSQL's largest functions as they get hot, took the process from about 200 to
  // 725 MB for a moment within a second of opening the engine (and again under load), at no
  // clear gain in queries per second (docs/performance.md, "Memory measured from outside").
  // Both are needed: with only the first, dynamic tiering still optimizes hot functions.
  { flag: '--no-wasm-tier-up', value: '' },
  { flag: '--no-wasm-dynamic-tiering', value: '' },
];

/** A flag's own name and, for `--no-x`, `--x` (and the reverse): either means it was given. */
function namesOf(flag: string): string[] {
  return [flag, flag.startsWith('--no-') ? `--${flag.slice(5)}` : `--no-${flag.slice(2)}`];
}

/** How a setting is written on the command line. */
export function settingArg({ flag, value }: NodeSetting): string {
  return value === '' ? flag : `${flag}=${value}`;
}

/**
 * glibc's allocator (other C libraries ignore these). Without them it keeps what native code
 * freed: argon2's 19 MB blocks, the embedded engine's start-up, libvips' buffers.
 */
export const ALLOCATOR_ENVIRONMENT: Readonly<Record<string, string>> = {
  // Blocks of 128 KB and more are mapped on their own and handed back when freed; by default
  // glibc raises this threshold after the first large free and keeps such blocks in its heap.
  MALLOC_MMAP_THRESHOLD_: '131072',
  // Two heaps shared by all threads, instead of up to eight per core, each keeping freed memory.
  MALLOC_ARENA_MAX: '2',
};

export interface NodeRestart {
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The arguments and environment to restart this process with, or undefined when it already runs
 * with every setting. A flag given explicitly (on the command line or in NODE_OPTIONS) or a
 * variable already set wins over ours.
 */
export function restartWithSettings(
  execPath: string,
  execArgv: readonly string[],
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): NodeRestart | undefined {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  const missing = NODE_SETTINGS.filter(
    ({ flag }) =>
      !namesOf(flag).some((name) =>
        given.some((arg) => arg === name || arg.startsWith(`${name}=`)),
      ),
  );
  const unset = Object.entries(ALLOCATOR_ENVIRONMENT).filter(([name]) => env[name] === undefined);
  if (missing.length === 0 && unset.length === 0) return undefined;
  return {
    env: { ...env, ...Object.fromEntries(unset) },
    args: [execPath, ...missing.map(settingArg), ...execArgv, ...argv.slice(1)],
  };
}

/** Restarts this process in place with the settings, where the platform can (not on Windows). */
export function applyNodeSettings(): void {
  if (typeof process.execve !== 'function') return;
  const restart = restartWithSettings(
    process.execPath,
    process.execArgv,
    process.argv,
    process.env,
  );
  if (restart) process.execve(process.execPath, restart.args, restart.env);
}

/**
 * A full garbage collection now, where the process runs with --expose-gc (the server does;
 * tests do not, and skip it). For a moment when much became unreachable at once, and nothing else
 * would make V8 look soon.
 */
export function collectGarbageNow(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
