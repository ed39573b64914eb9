import type { Database } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { ServerCollection } from './registry.ts';
import {
  type ContentRow,
  deleteItem,
  findItem,
  findItems,
  insertItem,
  updateItem,
} from './repository.ts';

export type CollectionItem = Record<string, unknown> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  function present(row: ContentRow): CollectionItem {
    const fields = Object.fromEntries(wireFields.map((field) => [field, row[columnOf(field)]]));
    return {
      ...fields,
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.duplicate);
      throw error;
    }
  }

  // A malformed `_id` cannot name an item: it is as unknown as a well-formed one that is gone.
  const assertId = (id: string) => {
    if (!UUID.test(id)) throw notFound(messages.notFound);
  };

  return {
    async list() {
      return (await findItems(db, entry)).map(present);
    },
    async get(id) {
      assertId(id);
      const row = await findItem(db, entry, id);
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },
    async create(input) {
      return present(await write(() => insertItem(db, entry, toValues(input))));
    },
    async update(id, input) {
      assertId(id);
      const row = await write(() => updateItem(db, entry, id, toValues(input)));
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },
    async remove(id) {
      assertId(id);
      if (!(await deleteItem(db, entry, id))) throw notFound(messages.notFound);
    },
  };
}
