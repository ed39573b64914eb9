import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { UPLOAD_FIELD } from '@coursedesk/contract/uploads';
import type { CollectionInput } from './collection-schemas';

/**
 * The body of a create or update: JSON, or — when the section's image field holds a chosen file —
 * a multipart form of the fields as text plus the file in the `image` part (docs/collections.md).
 */
export function requestBody(
  definition: CollectionDefinition,
  input: CollectionInput,
): CollectionInput | FormData {
  const field = definition.upload?.field;
  const file = field === undefined ? undefined : (input as Record<string, unknown>)[field];
  if (!(file instanceof File)) return input;
  const form = new FormData();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    // No publish time (a draft, or published now) is left out: a text part cannot say null.
    if (name === field || value === undefined || (name === 'publishAt' && value === null)) continue;
    form.append(name, value === null ? '' : String(value));
  }
  form.append(UPLOAD_FIELD, file);
  return form;
}
