import type { ActivityArea } from '@coursedesk/contract/activity';
import type { Paged } from '@coursedesk/contract/list';
import { effectiveStatus, type PublishStatus } from '@coursedesk/contract/publishing';
import {
  trashMessages as M,
  TRASH_RETENTION_DAYS,
  type TrashArea,
  type TrashEntry,
  type TrashListQuery,
  type TrashRestored,
  trashAreaLabels,
} from '@coursedesk/contract/trash';
import type { UploadArea } from '@coursedesk/contract/uploads';
import { forgetActivityRecord, recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { recordContentChange } from '../../db/outbox.ts';
import {
  type DroppedLink,
  deleteTrashEntry,
  expiredTrashIds,
  LinkedRecordInTrash,
  lockTrashEntry,
  type RestoreReport,
  restoreRows,
  type TrashRow,
} from '../../db/trash.ts';
import { AppError, notFound, sqlStateOf } from '../../lib/errors.ts';
import { reclaimMedia } from '../../uploads/references.ts';
import type { GoLives, ServerCollection } from '../module.ts';
import { trashList } from './repository.ts';

/** Areas whose records are people: purging one deletes their personal data from the log too. */
const PERSONAL_AREAS: ReadonlySet<TrashArea> = new Set(['customers', 'inquiries']);

/** How many expired entries one background run purges, each in its own transaction. */
const PURGE_BATCH = 200;

export interface TrashService {
  list(query: TrashListQuery): Promise<Paged<TrashEntry>>;
  /**
   * Puts the record back with the same id, images and links, but for links to records deleted
   * for good, which it drops and names in the message; 409 when it cannot be.
   */
  restore(id: string): Promise<{ restored: TrashRestored; message: string }>;
  /** Deletes the entry for good. */
  purge(id: string): Promise<void>;
  /** Purges the entries older than TRASH_RETENTION_DAYS; answers how many went. */
  purgeExpired(days?: number): Promise<number>;
}

/**
 * The content a trash area holds, as its change events name it (docs/webhooks.md): the kind, and
 * the column of its row that is the key the site shows it under (null when it has none).
 */
function contentAreas(
  collections: readonly ServerCollection[],
): Map<string, { kind: string; keyColumn: string | null }> {
  const areas = new Map<string, { kind: string; keyColumn: string | null }>([
    ['courses', { kind: 'course', keyColumn: 'slug' }],
    ['blogs', { kind: 'blog', keyColumn: 'slug' }],
  ]);
  for (const collection of collections) {
    // A section's wire `id` (a mentor's key, a FAQ's number) is the key its events name.
    const field = collection.columns?.id;
    const column = field
      ? (collection.table as unknown as Record<string, { name: string }>)[field]
      : undefined;
    areas.set(collection.definition.name, {
      kind: collection.definition.name,
      keyColumn: column?.name ?? null,
    });
  }
  return areas;
}

export function createTrashService(
  db: Database,
  goLives: GoLives,
  collections: readonly ServerCollection[] = [],
): TrashService {
  const reads = trashList.reads(db);
  const content = contentAreas(collections);

  /**
   * A restored course, post or section item is on the site again when its state is live (a
   * schedule whose time has come included): `content.published`, as for a create. A draft or a
   * schedule still ahead sends nothing now (the go-live sweep announces the latter at its time).
   */
  async function announceRestore(tx: Executor, entry: TrashRow): Promise<void> {
    const area = content.get(entry.area);
    const row = (entry.snapshot as { rows?: Record<string, unknown>[] }[])[0]?.rows?.[0];
    if (!area || !row || typeof row.publish_status !== 'string') return;
    const publishAt = typeof row.publish_at === 'string' ? new Date(row.publish_at) : null;
    const key = area.keyColumn ? row[area.keyColumn] : null;
    await recordContentChange(tx, area.kind, null, {
      _id: entry.recordId,
      slug: typeof key === 'string' ? key : null,
      publishStatus: effectiveStatus(row.publish_status as PublishStatus, publishAt),
      publishAt: publishAt?.toISOString() ?? null,
    });
  }

  async function purgeLocked(tx: Executor, entry: TrashRow): Promise<void> {
    await deleteTrashEntry(tx, entry.id);
    // A scheduled record's go-live announced is kept while it may come back; gone for good, it goes.
    const kind = content.get(entry.area)?.kind;
    if (kind) await goLives.forget(tx, kind, entry.recordId);
    const area = entry.area as ActivityArea;
    const personal = PERSONAL_AREAS.has(entry.area);
    // A person's name and details go for good: their entries keep only the record's id.
    if (personal) await forgetActivityRecord(tx, area, entry.recordId);
    await recordActivity(tx, {
      area,
      action: 'purge',
      recordId: entry.recordId,
      label: personal ? null : entry.label,
    });
  }

  return {
    list: (query) => reads.page(query),

    async restore(id) {
      let label = '';
      try {
        return await db.transaction(async (tx) => {
          const entry = await lockTrashEntry(tx, id);
          if (!entry) throw notFound(M.notFound);
          label = entry.label;
          const report = await restoreRows(tx, entry);
          // The rows name their images again; the trash entry no longer keeps them.
          for (const image of entry.images) {
            await reclaimMedia(tx, image.area as UploadArea, image.name);
          }
          await deleteTrashEntry(tx, entry.id);
          await announceRestore(tx, entry);
          const changed = Object.keys(report.before).length > 0;
          await recordActivity(tx, {
            area: entry.area as ActivityArea,
            action: 'restore',
            recordId: entry.recordId,
            label: entry.label,
            // What the restore changed from the record as it was deleted: dropped links.
            ...(changed ? { before: report.before, after: report.after } : {}),
          });
          return {
            restored: { area: entry.area, recordId: entry.recordId },
            message: restoredMessage(entry.label, report),
          };
        });
      } catch (error) {
        if (error instanceof LinkedRecordInTrash) {
          const linked = (trashAreaLabels[error.area] ?? 'record').toLowerCase();
          throw new AppError('CONFLICT', M.linkInTrash(label, linked, error.label));
        }
        const state = sqlStateOf(error);
        if (state === '23505') throw new AppError('CONFLICT', M.duplicate(label));
        if (state === '23503') throw new AppError('CONFLICT', M.missingLink(label));
        throw error;
      }
    },

    async purge(id) {
      await db.transaction(async (tx) => {
        const entry = await lockTrashEntry(tx, id);
        if (!entry) throw notFound(M.notFound);
        await purgeLocked(tx, entry);
      });
    },

    async purgeExpired(days = TRASH_RETENTION_DAYS) {
      let purged = 0;
      for (;;) {
        const ids = await expiredTrashIds(db, days, PURGE_BATCH);
        for (const id of ids) {
          await db.transaction(async (tx) => {
            const entry = await lockTrashEntry(tx, id);
            if (entry) await purgeLocked(tx, entry);
          });
        }
        purged += ids.length;
        if (ids.length < PURGE_BATCH) return purged;
      }
    },
  };
}

/** How the restore's answer names what a record no longer links to, by the table it pointed at. */
const LINKED_NOUNS: Record<string, [string, string]> = {
  courses: ['a course', 'courses'],
  users: ['a user', 'users'],
  customers: ['a customer', 'customers'],
  coupons: ['a coupon', 'coupons'],
};

/** "a course", "2 courses and a user": the dropped links, counted by what they pointed at. */
function describeDropped(dropped: readonly DroppedLink[]): string {
  const counts = new Map<string, number>();
  for (const link of dropped) counts.set(link.references, (counts.get(link.references) ?? 0) + 1);
  const parts = [...counts].map(([table, count]) => {
    const [one, many] = LINKED_NOUNS[table] ?? ['a record', 'records'];
    return count === 1 ? one : `${count} ${many}`;
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? '');
}

function restoredMessage(label: string, report: RestoreReport): string {
  if (report.deactivated) return M.restoredInactive(label);
  if (report.dropped.length > 0) return M.restoredUnlinked(label, describeDropped(report.dropped));
  return M.restored;
}
