// The upload handling of collections that declare `upload: { field, area }`: a multipart body
// becomes the same object a JSON body is (text parts coerced to the schema's types, the image
// stored and named in the declared field), and the rows' image references are kept in the
// transaction that writes the row (uploads/references.ts).
import type {
  CollectionDefinition,
  CollectionUpload,
} from '@coursedesk/contract/collections/define';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { MediaStore } from '../../uploads/media-store.ts';
import { readImageForm } from '../../uploads/multipart.ts';
import { storeUploadedImage } from '../../uploads/store-upload.ts';
import { withUploadSlot } from '../../uploads/upload-slots.ts';

type BaseType = 'number' | 'boolean' | 'other';

/** The type a field's schema checks in the end, under optional, default, nullable and preprocess. */
function baseType(schema: z.ZodType): BaseType {
  let current = schema as unknown as { def: Record<string, unknown> & { type: string } };
  for (let depth = 0; depth < 10; depth += 1) {
    const { def } = current;
    if (def.type === 'number') return 'number';
    if (def.type === 'boolean') return 'boolean';
    const inner = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
    if (!inner) return 'other';
    current = inner as typeof current;
  }
  return 'other';
}

/**
 * Text parts as the schema's types: a number field's part becomes a number (an empty part no
 * value, so the section's message for a missing field applies), a boolean's 'true' or 'false'
 * (also 'on', '1', '0', 'off') a boolean. Anything else stays text for the schema to judge.
 */
export function coerceFormFields(
  input: z.ZodObject,
  fields: Record<string, string>,
): Record<string, unknown> {
  const shape = input.shape as Record<string, z.ZodType>;
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const schema = shape[name];
    // Parts the schema does not name are dropped, as unknown JSON keys are.
    if (!schema) continue;
    const type = baseType(schema);
    if (type === 'number') {
      const trimmed = value.trim();
      body[name] = trimmed === '' ? undefined : Number(trimmed);
    } else if (type === 'boolean') {
      const lower = value.trim().toLowerCase();
      body[name] = ['true', 'on', '1'].includes(lower)
        ? true
        : ['false', 'off', '0'].includes(lower)
          ? false
          : value;
    } else {
      body[name] = value;
    }
  }
  return body;
}

/**
 * Reads a multipart create or update: the text parts, and the `image` part stored through the
 * upload pipeline with its name put in the declared field. The stored image is unreferenced until
 * the row that names it is written; if the write fails, the sweep removes it.
 */
export async function readMultipartItem(
  request: FastifyRequest,
  definition: CollectionDefinition,
  upload: CollectionUpload,
  store: MediaStore,
): Promise<Record<string, unknown>> {
  return withUploadSlot(async () => {
    const form = await readImageForm(request);
    const body = coerceFormFields(definition.input, form.fields);
    if (form.image) body[upload.field] = await storeUploadedImage(store, upload.area, form.image);
    return body;
  });
}

/** Fields a new item must have (spec §5: a new review's avatar), checked before the write. */
export function checkRequiredOnCreate(
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
