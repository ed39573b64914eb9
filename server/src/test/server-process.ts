import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server process, for tests of what only a process has: start-up, printed output,
// the data-directory lock, signals and exit codes.

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `main.ts` (or another entry file: the bundle) on a free loopback port with the given
 * environment.
 */
export function startServer(env: Record<string, string>, entryFile = mainFile): ServerProcess {
  const child = spawn(process.execPath, [entryFile], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The URL the server printed once it listens; fails if it exits or takes too long (a new embedded
 * database's initdb and migrations took over 30 s on a busy two-core machine). */
export async function waitForUrl(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.output().match(/running on (http:\/\/\S+)/);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** Starts the server, stops it with SIGTERM once it listens (or lets it fail), and reports. */
export async function runServerOnce(
  env: Record<string, string>,
): Promise<{ output: string; code: number | null }> {
  const server = startServer(env);
  try {
    await waitForUrl(server);
    server.child.kill('SIGTERM');
  } catch {
    // It exited on its own: the output says why.
  }
  return { output: server.output(), code: await server.exited };
}

export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-data-'));
  dirs.push(dir);
  return dir;
}

/** For afterAll: ends every server still running and removes the temporary directories. */
export function cleanUpServers(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
