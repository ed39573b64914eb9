import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dropSchema, openDatabase } from '../db/open.ts';
import { TEST_JWT_SECRET } from './harness.ts';

export interface TwoInstances {
  /** The first instance; its pool migrated the schema. */
  readonly a: FastifyInstance;
  /** The second instance, on a pool of its own. */
  readonly b: FastifyInstance;
  /** The first instance's database, to build rows with the factories. */
  readonly db: Database;
  /** The second instance's database, for writes that come through B's pool. */
  readonly dbB: Database;
}

/**
 * Two server instances on one PostgreSQL database (two pools, one new schema) for the tests of
 * one file, as two processes of a deployment share it: built before the tests, closed and the
 * schema dropped after them. Without a `url` nothing is built (such tests skip).
 */
export function useTwoInstances(url: string | undefined): TwoInstances {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let handles: DatabaseHandle[] = [];
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    if (!url) return;
    const first = await openDatabase({ url, searchPath: schema });
    await migrate(first.db);
    const second = await openDatabase({ url, searchPath: schema });
    handles = [first, second];
    for (const handle of handles) {
      apps.push(await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    if (!url) return;
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    apps = [];
    handles = [];
    await dropSchema(url, schema);
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The two instances are built in beforeAll');
    return value;
  };
  return {
    get a() {
      return built(apps[0]);
    },
    get b() {
      return built(apps[1]);
    },
    get db() {
      return built(handles[0]).db;
    },
    get dbB() {
      return built(handles[1]).db;
    },
  };
}
