import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pingDatabase } from './repository.ts';

export interface HealthService {
  /** Resolves when the server can serve requests: its database answers. */
  check(): Promise<void>;
}

export function createHealthService(db: Database): HealthService {
  return {
    async check() {
      try {
        await pingDatabase(db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
    },
  };
}
