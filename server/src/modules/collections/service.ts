import type { Database } from '../../db/client.ts';
import { conflictOnDuplicate, notFound } from '../../lib/errors.ts';
import type { ServerCollection } from './registry.ts';
import {
  type ContentRow,
  deleteItem,
  findItems,
  insertItem,
  prepareFindItem,
  updateItem,
} from './repository.ts';

export type CollectionItem = Record<string, unknown> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

export interface CollectionService {
  list(): Promise<CollectionItem[]>;
  get(id: string): Promise<CollectionItem>;
  create(input: Record<string, unknown>): Promise<CollectionItem>;
  update(id: string, input: Record<string, unknown>): Promise<CollectionItem>;
  remove(id: string): Promise<void>;
}

/** The rules every content section shares: lookups by `_id`, unique IDs, wire ↔ column names. */
export function createCollectionService(db: Database, entry: ServerCollection): CollectionService {
  const { messages } = entry.definition;
  const wireFields = Object.keys(entry.definition.input.shape);
  const columnOf = (field: string) => entry.columns?.[field] ?? field;

  function toValues(input: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(wireFields.map((field) => [columnOf(field), input[field]]));
  }

  // Wire name and column of each field, worked out once: presenting a row is a plain loop.
  const pairs = wireFields.map((field) => [field, columnOf(field)] as const);

  function present(row: ContentRow): CollectionItem {
    const item: Record<string, unknown> = { _id: row.id };
    for (const [field, column] of pairs) item[field] = row[column];
    item.createdAt = row.createdAt.toISOString();
    item.updatedAt = row.updatedAt.toISOString();
    return item as CollectionItem;
  }

  const findItem = prepareFindItem(db, entry);
  const write = <T>(action: () => Promise<T>) => conflictOnDuplicate(messages.duplicate, action);

  return {
    async list() {
      return (await findItems(db, entry)).map(present);
    },
    async get(id) {
      const row = await findItem(id);
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },
    async create(input) {
      return present(await write(() => insertItem(db, entry, toValues(input))));
    },
    async update(id, input) {
      const row = await write(() => updateItem(db, entry, id, toValues(input)));
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },
    async remove(id) {
      if (!(await deleteItem(db, entry, id))) throw notFound(messages.notFound);
    },
  };
}
