import type {
  ActivityEntry,
  ActivityExportQuery,
  ActivityListQuery,
} from '@coursedesk/contract/activity';
import type { Paged } from '@coursedesk/contract/list';
import type { Database } from '../../db/client.ts';
import { activityList } from './repository.ts';

export interface ActivityService {
  list(query: ActivityListQuery): Promise<Paged<ActivityEntry>>;
  /** Every entry the filters select, newest first unless sorted otherwise, as CSV text. */
  export(query: ActivityExportQuery): AsyncIterable<string>;
}

/** Reading the activity log; entries are written by db/activity.ts in each change's transaction. */
export function createActivityService(db: Database): ActivityService {
  const reads = activityList.reads(db);
  return {
    list: (query) => reads.page(query),
    export: (query) => activityList.csv(db, query),
  };
}
