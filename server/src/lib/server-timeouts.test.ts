import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, TEST_JWT_SECRET } from '../test/harness.ts';
import { DEFAULT_SERVER_TIMEOUTS } from './server-timeouts.ts';

// A listening server on a real socket, with the limits shortened so the test stays quick.
const timeouts = { headersMs: 600, requestMs: 1_200, idleMs: 5_000, checkIntervalMs: 100 };

let app: FastifyInstance;
let port: number;
let closeDatabase: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  const database = await createTestDatabase();
  closeDatabase = database.close;
  db = database.db;
  app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, timeouts });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

interface SlowClient {
  /** Milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
  received: () => string;
  /** Writes `text` one byte every `everyMs` until the connection closes. */
  trickle: (text: string, everyMs: number) => void;
  socket: net.Socket;
}

function connect(): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise<number>((done) =>
      socket.on('close', () => {
        clearInterval(timer);
        done(Date.now() - started);
      }),
    );
    socket.on('error', () => {});
    socket.once('connect', () =>
      resolve({
        closed,
        received: () => received,
        socket,
        trickle(text, everyMs) {
          let index = 0;
          timer = setInterval(() => {
            if (socket.destroyed || index >= text.length) return clearInterval(timer);
            socket.write(text[index] ?? '');
            index += 1;
          }, everyMs);
        },
      }),
    );
    socket.once('error', reject);
  });
}

describe('slow clients are closed', () => {
  it('closes a connection whose request body trickles in', async () => {
    const client = await connect();
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(400) });
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    // 400+ bytes at one per 50 ms would take over 20 s.
    client.trickle(body, 50);
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(after).toBeLessThan(timeouts.requestMs + 1_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle in', async () => {
    const client = await connect();
    client.trickle(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(400)}`, 50);
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
    expect(after).toBeLessThan(timeouts.headersMs + 1_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends anything', async () => {
    const client = await connect();
    const after = await client.closed;
    expect(after).toBeLessThan(timeouts.idleMs + 1_500);
  });

  it('still answers a client that sends its request promptly', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('by default closes any slow client within 30 seconds', async () => {
    const defaults = await buildApp({ db, jwtSecret: TEST_JWT_SECRET });
    try {
      const server = defaults.server;
      const check = DEFAULT_SERVER_TIMEOUTS.checkIntervalMs;
      expect(server.headersTimeout + check).toBeLessThanOrEqual(30_000);
      expect(server.requestTimeout).toBeGreaterThan(0);
      expect(server.requestTimeout + check).toBeLessThanOrEqual(30_000);
      expect(server.timeout).toBeGreaterThan(0);
      expect(server.timeout).toBeLessThanOrEqual(30_000);
      expect(server.keepAliveTimeout).toBeLessThanOrEqual(30_000);
    } finally {
      await defaults.close();
    }
  });
});
