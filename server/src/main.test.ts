import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentProcess } from './lib/data-dir.ts';
import { ALLOCATOR_ENVIRONMENT, NODE_SETTINGS, settingArg } from './lib/node-settings.ts';
import { cleanUpServers, startServer, tempDataDir, waitForUrl } from './test/server-process.ts';

afterAll(cleanUpServers);

const postJson = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// Each test starts the server as a process, the first creating a new embedded database (initdb and
// every migration in a child process): more than the default 30 s on a busy two-core machine.
describe('the server process', { timeout: 90_000 }, () => {
  it('starts on the embedded database, prints a generated admin once, locks DATA_DIR and stops on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = startServer({ DATA_DIR: dataDir });
    const url = await waitForUrl(first);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const email = first.output().match(/Administrator account created: (\S+)/)?.[1];
    const password = first.output().match(/Password: (\S+)/)?.[1];
    expect(email).toBe('admin@coursedesk.local');
    expect(first.output()).toContain(
      'Embedded database: every commit is flushed to disk (fsync) before it is acknowledged',
    );
    expect(password).toBeDefined();
    const signIn = await postJson(`${url}/api/auth/login`, { email, password });
    expect(signIn.status).toBe(200);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data directory');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // The data survives a restart, and the password is not printed again.
    const again = startServer({ DATA_DIR: dataDir });
    const againUrl = await waitForUrl(again);
    expect(again.output()).not.toContain('Password:');
    expect((await postJson(`${againUrl}/api/auth/login`, { email, password })).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('takes over a stale lock naming a live process that is not its holder (a reused pid)', async () => {
    const dataDir = tempDataDir();
    // This test's own process is alive and is no server: the lock names its pid with a start
    // time that is not its own, as a lock left by a server whose pid was later reused would.
    const own = currentProcess();
    const scheme = own.started?.split(':')[0] ?? 'proc';
    fs.writeFileSync(
      path.join(dataDir, 'server.pid'),
      JSON.stringify({ pid: process.pid, started: `${scheme}:1`, boot: own.boot }),
    );
    const server = startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'owner-password-1',
    });
    const url = await waitForUrl(server);
    expect(server.output()).toContain('Administrator account created: owner@example.com');
    expect(server.output()).not.toContain('Password:');
    const signIn = await postJson(`${url}/api/auth/login`, {
      email: 'owner@example.com',
      password: 'owner-password-1',
    });
    expect(signIn.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it.runIf(process.platform === 'linux')(
    'restarts itself in place (same process id) with its Node settings',
    async () => {
      const server = startServer({ DATA_DIR: tempDataDir() });
      await waitForUrl(server);
      const commandLine = fs.readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
      for (const setting of NODE_SETTINGS) expect(commandLine).toContain(settingArg(setting));
      const environment = fs.readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0');
      for (const [name, value] of Object.entries(ALLOCATOR_ENVIRONMENT)) {
        expect(environment).toContain(`${name}=${value}`);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );

  it('refuses to start with a bad setting and says which', async () => {
    const server = startServer({ DATA_DIR: tempDataDir(), ADMIN_EMAIL: 'a@example.com' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('start-up against an unreachable PostgreSQL', () => {
  it('says the connection was refused, without SQL', async () => {
    const port = await closedPort();
    const server = startServer({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: `postgres://coursedesk:secret-pw@127.0.0.1:${port}/coursedesk`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Coursedesk cannot start: Cannot reach PostgreSQL at 127.0.0.1:${port}: connection refused`,
    );
    expect(server.output()).not.toMatch(/select|Failed query|secret-pw/i);
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const started = Date.now();
      const server = startServer({
        DATA_DIR: tempDataDir(),
        // libpq's connect_timeout shortens the default 10 s wait.
        DATABASE_URL: `postgres://coursedesk@127.0.0.1:${port}/coursedesk?connect_timeout=2`,
      });
      expect(await server.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(sockets.length).toBeGreaterThan(0);
      expect(server.output()).toContain(
        `Coursedesk cannot start: Cannot reach PostgreSQL at 127.0.0.1:${port}: timed out after 2 s`,
      );
      expect(server.output()).not.toMatch(/select|Failed query/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
