import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { pruneActivity } from '../../db/activity.ts';
import { scheduleSweeps } from '../../uploads/module.ts';
import type { AppModule } from '../module.ts';
import { activityRoutes } from './routes.ts';
import { createActivityService } from './service.ts';

/**
 * The activity log's list and export (docs/activity.md), and its retention: each instance deletes
 * the entries older than ACTIVITY_RETENTION_DAYS on the media sweep's schedule (a minute after
 * start, then hourly).
 */
export const activityModule: AppModule = async (app, { db, activityRetentionDays }) => {
  await app.register(activityRoutes, {
    prefix: API_BASE_PATH,
    activity: createActivityService(db),
  });

  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = scheduleSweeps(() => {
      pruneActivity(db, activityRetentionDays).catch((error: unknown) => {
        app.log.error({ err: error }, 'activity pruning failed');
      });
    });
  });
  app.addHook('onClose', async () => stop?.());
};
