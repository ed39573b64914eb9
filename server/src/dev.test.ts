import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';
import { pngImage } from './test/images.ts';

// `npm run dev` as a developer runs it: the API server from the sources under Node's watch mode
// and Vite's dev server in front of it, reached only through Vite's port. Slow (a new embedded
// database, Vite's first transforms), so its limits are generous.

const repoRoot = path.resolve(serverRoot, '..');
const STARTUP_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-dev-'));
let dev: ChildProcess | undefined;
let output = '';

/** A port free on the loopback interface right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends every process `npm run dev` started (its own process group), gently first. */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Waits until `url` answers 200, failing early if `npm run dev` has ended. */
async function waitForOk(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`npm run dev ended:\n${output}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time:\n${output}`);
}

afterAll(async () => {
  if (dev?.pid) await stopGroup(dev.pid);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, STOP_TIMEOUT_MS * 2);

describe('npm run dev', () => {
  it(
    'serves the app through Vite, with the API and the uploaded images proxied to the server from the sources',
    async () => {
      const [apiPort, webPort] = [await freePort(), await freePort()];
      const admin = { email: 'dev-admin@example.com', password: 'dev-password-1' };
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DEV_WEB_PORT: String(webPort),
        DATA_DIR: path.join(dataDir, 'data'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      };
      // The embedded engine, whatever database the test run itself was given.
      delete env.DATABASE_URL;
      delete env.NODE_ENV;
      delete env.VITEST;
      // A process group of its own, so that the test can end everything it started.
      dev = spawn('npm', ['run', 'dev'], {
        cwd: repoRoot,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      dev.stdout?.on('data', collect);
      dev.stderr?.on('data', collect);

      const web = `http://localhost:${webPort}`;
      // The API's health, asked through Vite's proxy: the server from the sources is up.
      await waitForOk(`${web}/api/health`);
      expect(output).not.toContain('failed to start');

      // The page Vite serves loads React's Fast Refresh runtime.
      const page = await fetch(`${web}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/@react-refresh');

      const login = await fetch(`${web}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status, output).toBe(200);
      const { token } = ((await login.json()) as { data: { token: string } }).data;

      const image = await pngImage();
      const form = new FormData();
      form.append('image', new Blob([image], { type: 'image/png' }), 'photo.png');
      const upload = await fetch(`${web}/api/admin/upload/mentor-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status, output).toBe(200);
      const { filename } = (await upload.json()) as { filename: string };
      expect(filename).toMatch(/\.png$/);

      const served = await fetch(`${web}/uploads/mentors/${filename}`);
      expect(served.status, output).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );

      // Stopping it ends every process it started: nothing answers on either port afterwards.
      const pid = dev.pid as number;
      await stopGroup(pid);
      expect(groupAlive(pid)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${apiPort}/api/health`)).rejects.toThrow();
      await expect(fetch(`${web}/`)).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS + 60_000,
  );
});
