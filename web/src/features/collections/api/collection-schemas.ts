import {
  type CollectionDefinition,
  collectionSchemas,
  type itemSchema,
} from '@coursedesk/contract/collections/define';
import type { z } from 'zod';

type CollectionSchemas = ReturnType<typeof collectionSchemas<z.ZodObject>>;

type ItemShape = ReturnType<typeof itemSchema>['shape'];

/** What every item carries besides the section's fields, typed from the contract's item schema. */
type ItemMeta = {
  [Key in '_id' | 'publishStatus' | 'publishAt' | 'createdAt' | 'updatedAt']: z.output<
    ItemShape[Key]
  >;
};

/** An item as the API returns it: the section's fields plus `_id` and timestamps. */
export type CollectionItem = z.output<CollectionDefinition['input']> & ItemMeta;

/** A checked item ready to send: the section's input after validation. */
export type CollectionInput = z.output<CollectionDefinition['input']>;

const cache = new WeakMap<CollectionDefinition, CollectionSchemas>();

/** The response schemas of a section, built once per definition. */
export function schemasOf(definition: CollectionDefinition): CollectionSchemas {
  let schemas = cache.get(definition);
  if (!schemas) {
    schemas = collectionSchemas(definition.input);
    cache.set(definition, schemas);
  }
  return schemas;
}

export function collectionPath(definition: CollectionDefinition, id?: string): string {
  const base = `/admin/${encodeURIComponent(definition.name)}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}
