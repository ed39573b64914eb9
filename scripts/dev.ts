// Development: the API server (restarted on change) and Vite's dev server with hot reload (React
// Fast Refresh) on DEV_WEB_PORT (5173 by default), which proxies /api and /uploads to the API
// server on PORT (3000 by default; web/vite.config.ts reads the same variable, which both
// processes inherit). Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server/src', '--watch-path=contract/src', 'server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@coursedesk/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
