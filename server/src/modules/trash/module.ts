import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { scheduleSweeps } from '../../uploads/module.ts';
import type { AppModule } from '../module.ts';
import { trashRoutes } from './routes.ts';
import { createTrashService } from './service.ts';

/**
 * The trash's list, restore and purge (docs/trash.md), and its retention: each instance purges
 * the entries older than 30 days on the media sweep's schedule (a minute after start, then
 * hourly), as the activity log's retention does.
 */
export const trashModule: AppModule = async (app, { db, collections, goLives }) => {
  const trash = createTrashService(db, goLives, collections);
  await app.register(trashRoutes, { prefix: API_BASE_PATH, trash });

  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = scheduleSweeps(() => {
      trash.purgeExpired().catch((error: unknown) => {
        app.log.error({ err: error }, 'trash purge failed');
      });
    });
  });
  app.addHook('onClose', async () => stop?.());
};
