// The one way a multipart request becomes a route's body: the text parts read as the body
// schema's types (bracketed names such as `author[name]` and `tags[0]` building its objects and
// lists), and each declared file stored through the pipeline with its stored name put where a
// JSON body would name the image. The route's schema then judges the body as it judges JSON, and
// the record's write claims the image (references.ts); an image whose record is never written is
// swept after the grace period.
import type { UploadArea } from '@coursedesk/contract/uploads';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import type { MediaStore } from './media-store.ts';
import { readForm } from './multipart.ts';
import { storeUploadedImage } from './store-upload.ts';
import { withUploadSlot } from './upload-slots.ts';

export interface UploadFile {
  /** The area the image is stored in. */
  area: UploadArea;
  /**
   * Where its stored name goes in the body: a field (`image`) or a dotted path into an object
   * the form gives (`author.avatar`, `course.image`). A file whose object is missing is not stored.
   */
  field: string;
}

export interface UploadBodyOptions {
  /** The file parts the form may carry, by part name, each at most once. */
  files: Record<string, UploadFile>;
  store: MediaStore;
  /**
   * The body's schema: text parts are read as its types, and parts it does not name are dropped
   * (as unknown JSON keys are). Without one, the body holds the stored files only.
   */
  schema?: z.ZodType;
  /** The whole body comes as JSON in this text part (other text parts are ignored). */
  json?: { field: string; message: string };
}

/**
 * Reads a multipart request into the object a JSON body of the same route would be, within an
 * upload slot of the account and of the server (upload-slots.ts): from the first byte read to the
 * last image stored. Refuses what
 * the form reader refuses (multipart.ts), and a file that is not an image the pipeline accepts.
 */
export async function readUploadBody(
  request: FastifyRequest,
  { files, store, schema, json }: UploadBodyOptions,
): Promise<Record<string, unknown>> {
  return withUploadSlot(request.auth?.user.id, async () => {
    const form = await readForm(request, { fileFields: Object.keys(files) });
    const body = json ? jsonBody(form.fields, json) : formBody(schema, form.fields);
    for (const [part, { area, field }] of Object.entries(files)) {
      const bytes = form.files[part];
      const path = field.split('.');
      const name = path.pop();
      const target = objectAt(body, path);
      if (!bytes || !target || name === undefined) continue;
      target[name] = await storeUploadedImage(store, area, bytes);
    }
    return body;
  });
}

/**
 * Route options for a route that takes its body as JSON or as multipart (`readUploadBody`):
 * spread them into the route's options. A JSON body goes to the schema as it came.
 */
export function uploadForm(options: UploadBodyOptions) {
  return {
    config: { multipart: true },
    preValidation: async (request: FastifyRequest) => {
      if (request.isMultipart()) request.body = await readUploadBody(request, options);
    },
  };
}

function jsonBody(
  fields: Record<string, string>,
  { field, message }: { field: string; message: string },
): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(fields[field] ?? '');
  } catch {
    throw new AppError('VALIDATION_ERROR', message);
  }
  if (!isRecord(body)) throw new AppError('VALIDATION_ERROR', message);
  return body;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(body: Record<string, unknown>, path: string[]) {
  let current: Record<string, unknown> = body;
  for (const key of path) {
    const next = Object.hasOwn(current, key) ? current[key] : undefined;
    if (!isRecord(next)) return undefined;
    current = next;
  }
  return current;
}

// Text parts → body ------------------------------------------------------------------------------

type Segment = string | number;

/** `author[name]` → ['author', 'name'], `tags[3]` → ['tags', 3]; undefined for other brackets. */
function pathOf(name: string): Segment[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return undefined;
  const path: Segment[] = [match[1]];
  for (const [, inner = ''] of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) {
    if (/^\d{1,4}$/.test(inner)) path.push(Number(inner));
    else if (inner !== '') path.push(inner);
    else return undefined;
  }
  return path;
}

interface SchemaDef {
  type: string;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
}

const defOf = (schema: unknown): SchemaDef => (schema as { def: SchemaDef }).def;

/**
 * The schema under the wrappers that do not change what a value is (optional, nullable, default,
 * a refinement's pipe…): an object's `in`, a preprocessed value's `out`.
 */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
  return current;
}

/** The schema of `key` inside `schema` (an object's field, a list's element), if it has one. */
function childSchema(schema: unknown, key: Segment): unknown {
  const def = defOf(unwrap(schema));
  if (typeof key === 'string' && def.type === 'object' && def.shape) {
    return Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
  }
  if (typeof key === 'number' && def.type === 'array') return def.element;
  return undefined;
}

/**
 * A text part as the schema's type: a number field's part becomes a number, a boolean's 'true'
 * or 'false' (also 'on', '1', 'off', '0') a boolean; an empty part of either is no value, so the
 * field's default or its message for a missing value applies. Anything else stays text for the
 * schema to judge.
 */
function coerce(schema: unknown, value: string): unknown {
  const type = defOf(unwrap(schema)).type;
  const trimmed = value.trim();
  if ((type === 'number' || type === 'boolean') && trimmed === '') return undefined;
  if (type === 'number') return Number(trimmed);
  if (type === 'boolean') {
    const lower = trimmed.toLowerCase();
    if (['true', 'on', '1'].includes(lower)) return true;
    if (['false', 'off', '0'].includes(lower)) return false;
  }
  return value;
}

/** Lists are built from their indexes, in index order, then made plain arrays. */
const LIST = Symbol('list');
type Node = { [key: string]: unknown; [LIST]?: true };

function finish(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as Node);
  if ((node as Node)[LIST]) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => finish(value));
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, finish(value)]));
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The body the text parts of a form make for `schema`. A part whose name (or any bracketed step
 * of it) the schema does not know is dropped; a list's parts keep the order of their indexes;
 * bracketed parts win over a plain part of the same name.
 */
export function formBody(
  schema: z.ZodType | undefined,
  fields: Record<string, string>,
): Record<string, unknown> {
  const root: Node = {};
  if (!schema) return root;
  for (const [name, value] of Object.entries(fields)) {
    const path = pathOf(name);
    if (path) place(root, schema, path, value);
  }
  return finish(root) as Record<string, unknown>;
}

function place(root: Node, schema: unknown, path: Segment[], value: string): void {
  // The schema of every step first: a part the schema does not know creates nothing.
  const schemas: unknown[] = [];
  let current = schema;
  for (const key of path) {
    current = childSchema(current, key);
    if (!current) return;
    schemas.push(current);
  }
  let node = root;
  for (const [index, key] of path.entries()) {
    const next = path[index + 1];
    if (next === undefined) {
      if (!isNode(node[key])) node[key] = coerce(schemas[index], value);
      return;
    }
    // An object's keys are names and a list's indexes (childSchema), so a node's kind is fixed.
    if (!isNode(node[key])) node[key] = typeof next === 'number' ? { [LIST]: true } : {};
    node = node[key] as Node;
  }
}
