import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pendingMigrationCount, pingDatabase } from './repository.ts';

export interface HealthService {
  /** Resolves when the server can serve requests: its database answers. */
  check(): Promise<void>;
  /** Resolves when the server should be sent traffic: its database answers, fully migrated. */
  ready(): Promise<void>;
}

export function createHealthService(db: Database): HealthService {
  // Migrations are never undone: once all are in, the answer is kept.
  let migrated = false;
  const check = async () => {
    try {
      await pingDatabase(db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
    }
  };
  return {
    check,
    async ready() {
      await check();
      if (migrated) return;
      let pending: number;
      try {
        pending = await pendingMigrationCount(db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
      if (pending > 0) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database migrations are not complete');
      }
      migrated = true;
    },
  };
}
