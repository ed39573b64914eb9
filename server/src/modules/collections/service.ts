import type { ActivityArea } from '@coursedesk/contract/activity';
import {
  type CollectionDefinition,
  type CollectionSummary,
  type collectionListQuery,
  isOptionalField,
} from '@coursedesk/contract/collections/define';
import type { Paged } from '@coursedesk/contract/list';
import type { PublishingInput } from '@coursedesk/contract/publishing';
import type { z } from 'zod';
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import { ITEM_CACHE_ENTRIES, versionedCache } from '../../db/list/versioned-cache.ts';
import { recordContentChange } from '../../db/outbox.ts';
import { presentPublishing, publishingOnCreate, publishingOnUpdate } from '../../db/publishing.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readStoredVersion,
} from '../../db/record-versions.ts';
import { AppError, conflictOnDuplicate, notFound } from '../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import { replaceMedia, storedImagesOf } from '../../uploads/references.ts';
import type { ServerCollection } from './registry.ts';
import {
  type ContentRow,
  columnNameOf,
  defineCollectionList,
  deleteItem,
  findSummary,
  insertItem,
  itemVersionTag,
  lockItem,
  prepareFindItem,
  trashItem,
  updateItem,
  versionReader,
} from './repository.ts';

export type CollectionItem = Record<string, unknown> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

type PublishingRow = { publishStatus: string; publishAt: Date | null };

export type CollectionListQuery = z.output<ReturnType<typeof collectionListQuery>>;

export interface CollectionService {
  /** A page of the items in the website's order (read afresh: list-replies.ts keeps pages). */
  list(query: CollectionListQuery): Promise<Paged<CollectionItem>>;
  /** The figures over all the items, kept until the table is written. */
  summary(): Promise<CollectionSummary>;
  /** An item with the version its editor names in If-Match. */
  get(id: string): Promise<Versioned<CollectionItem>>;
  create(input: Record<string, unknown>): Promise<CollectionItem>;
  /** With `ifMatch`, only the version it names is saved or deleted (409 STALE otherwise). */
  update(
    id: string,
    input: Record<string, unknown>,
    ifMatch?: IfMatch,
  ): Promise<Versioned<CollectionItem>>;
  /** Moves the item to the trash; answers the trash entry's id. */
  remove(id: string, ifMatch?: IfMatch): Promise<{ trashId: string }>;
}

/** The rules every content section shares: lookups by `_id`, unique IDs, wire ↔ column names. */
export function createCollectionService(db: Database, entry: ServerCollection): CollectionService {
  const { messages } = entry.definition;
  const wireFields = Object.keys(entry.definition.input.shape);
  const columnOf = (field: string) => columnNameOf(entry, field);
  const shape = entry.definition.input.shape as Record<string, z.ZodType>;
  const optionalFields = new Set(
    wireFields.filter((field) => shape[field] && isOptionalField(shape[field])),
  );

  /** Column values; an optional field left empty ('' or missing) is stored as null. */
  function toValues(input: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      wireFields.map((field) => {
        const value = input[field];
        const empty = value === undefined || value === '';
        return [columnOf(field), empty && optionalFields.has(field) ? null : value];
      }),
    );
  }

  // Wire name and column of each field, worked out once: presenting a row is a plain loop.
  const pairs = wireFields.map((field) => [field, columnOf(field)] as const);

  function present(row: ContentRow): CollectionItem {
    const item: Record<string, unknown> = { _id: row.id };
    for (const [field, column] of pairs) item[field] = row[column];
    Object.assign(item, presentPublishing(row as ContentRow & PublishingRow));
    item.createdAt = row.createdAt.toISOString();
    item.updatedAt = row.updatedAt.toISOString();
    return item as CollectionItem;
  }

  const listReads = defineCollectionList(entry, present).reads(db);
  const findItem = prepareFindItem(db, entry);
  const readVersion = versionReader(db, entry);
  // An item read by id is served again, with its record version, until its table or any
  // record's version changes (db/list/versioned-cache.ts): one read of both tables' versions
  // answers an unchanged item, where the item and its version checked apart took two in turn.
  const items = versionedCache<Versioned<CollectionItem>>({
    version: itemVersionTag(db, entry),
    maxEntries: ITEM_CACHE_ENTRIES,
    name: `${entry.definition.name}_items`,
  });
  const summaries = versionedCache<CollectionSummary>({
    version: async () => String(await readVersion()),
    maxEntries: 1,
  });
  // An item's entry in the activity log: the section is its area, its display title its label.
  const area = entry.definition.name as ActivityArea;
  const entryOf = (item: CollectionItem, action: 'create' | 'update' | 'delete') => ({
    area,
    action,
    recordId: item._id,
    label: labelOf(item[entry.definition.display.title]),
  });
  // The section's name is its records' kind.
  const versionKey = (id: string): RecordKey => ({ kind: entry.definition.name, id });
  const write = <T>(action: () => Promise<T>) => conflictOnDuplicate(messages.duplicate, action);

  // A section whose rows name an uploaded image keeps the image's references in the transaction
  // that writes the row: a failed write changes no count, so it leaves no orphan and loses no file.
  const upload = entry.definition.upload;
  const imageColumn = upload ? columnOf(upload.field) : undefined;
  const imageOf = (row: Record<string, unknown> | undefined) => {
    const value = imageColumn === undefined ? undefined : row?.[imageColumn];
    return typeof value === 'string' ? value : undefined;
  };

  return {
    list: (query) => listReads.page(query),
    summary: () => summaries('summary', () => findSummary(db, entry)),
    get: (id) =>
      items(id, async () => {
        // The version first: a save in between leaves it older than the item, never newer.
        const version = await readStoredVersion(db, [versionKey(id)]);
        const row = await findItem(id);
        if (!row) throw notFound(messages.notFound);
        return { data: present(row), version };
      }),
    async create(input) {
      checkRequiredOnCreate(entry.definition, input);
      const values = { ...toValues(input), ...publishingOnCreate(input as PublishingInput) };
      return write(() =>
        db.transaction(async (tx) => {
          const created = present(await insertItem(tx, entry, values));
          if (upload) await replaceMedia(tx, upload.area, undefined, imageOf(values));
          await recordActivity(tx, { ...entryOf(created, 'create'), after: created });
          await recordContentChange(tx, entry.definition.name, null, created);
          return created;
        }),
      );
    },
    async update(id, input, ifMatch) {
      const values = { ...toValues(input), ...publishingOnUpdate(input as PublishingInput) };
      const item = await write(() =>
        db.transaction(async (tx) => {
          const row = await lockItem(tx, entry, id);
          if (!row) return undefined;
          const version = versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
          const updated = await updateItem(tx, entry, id, values);
          if (!updated) return undefined;
          if (upload) await replaceMedia(tx, upload.area, imageOf(row), imageOf(values));
          const [before, after] = [present(row), present(updated)];
          await recordActivity(tx, { ...entryOf(after, 'update'), before, after });
          await recordContentChange(tx, entry.definition.name, before, after);
          return { data: after, version };
        }),
      );
      if (!item) throw notFound(messages.notFound);
      return item;
    },
    async remove(id, ifMatch) {
      const trashId = await db.transaction(async (tx) => {
        const row = await lockItem(tx, entry, id);
        if (!row) return undefined;
        versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
        await forgetVersions(tx, [versionKey(id)]);
        const was = present(row);
        const label = labelOf(was[entry.definition.display.title]) ?? entry.definition.singular;
        const images = upload ? storedImagesOf(upload.area, [imageOf(row)]) : [];
        const trashed = await trashItem(tx, entry, id, label, images);
        await deleteItem(tx, entry, id);
        if (upload) await replaceMedia(tx, upload.area, imageOf(row), undefined);
        const before = present(row);
        await recordActivity(tx, { ...entryOf(before, 'delete'), before });
        await recordContentChange(tx, entry.definition.name, before, null);
        return trashed;
      });
      if (!trashId) throw notFound(messages.notFound);
      return { trashId };
    },
  };
}

/** Fields a new item must have (a new review's avatar, docs/collections.md), checked first. */
function checkRequiredOnCreate(
  definition: CollectionDefinition,
  input: Record<string, unknown>,
): void {
  const missing = (definition.requiredOnCreate ?? []).filter(
    (field) => input[field] === undefined || input[field] === null || input[field] === '',
  );
  if (missing.length === 0) return;
  const message = definition.messages.requiredOnCreate ?? definition.messages.required;
  throw new AppError('VALIDATION_ERROR', message, {
    issues: missing.map((path) => ({ path, message })),
  });
}

/** A display value as a label: text as it is, a number as text, anything else none. */
function labelOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
