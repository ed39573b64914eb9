import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open.ts';
import { createTestDatabase, TEST_JWT_SECRET, useTestApp } from '../../test/harness.ts';

describe('GET /api/ready', () => {
  const server = useTestApp();

  it('answers 200 once the database answers with every migration applied', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ready' });
    // Liveness is a separate question, and still answers.
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready before migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is 503 while a migration is missing, and 200 once migrate has run', async () => {
    // The last migration is forgotten: the server's schema is ahead of the database.
    await database.db.execute(
      sql`delete from schema_migrations where created_at = (select max(created_at) from schema_migrations)`,
    );
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json().message).toBe('The database migrations are not complete');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is 503 on a database with no migration history', async () => {
    const empty = await openDatabase({});
    const app = await buildApp({ db: empty.db as Database, jwtSecret: TEST_JWT_SECRET });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      await migrate(empty.db);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await empty.close();
    }
  });
});

describe('a server that is shutting down', () => {
  it('finishes an open request and answers 503 with Connection: close to a new one', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    let finishSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      finishSlow = resolve;
    });
    let slowStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    app.get('/slow', { config: { public: true } }, async () => {
      slowStarted();
      await slowGate;
      return 'done';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    try {
      socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await started;
      const closing = app.close();
      await new Promise((resolve) => setImmediate(resolve));
      // A request that arrives on the open connection once stopping has begun.
      socket.write('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      finishSlow();
      await closing;
      await socketClosed;
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toContain('done');
      expect(second).toMatch(/^HTTP\/1\.1 503/);
      expect(second?.toLowerCase()).toContain('connection: close');
      expect(second?.toLowerCase()).toContain('retry-after:');
    } finally {
      socket.destroy();
      await database.close();
    }
  });
});
