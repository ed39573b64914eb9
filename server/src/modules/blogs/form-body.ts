// The multipart fields of spec §7 (`author[name]`, `tags[0]`…) as the JSON body the blog schema
// checks, so a form and a JSON request are judged by the same rules.

const AUTHOR_FIELD = /^author\[(name|role|avatar)\]$/;
const TAG_FIELD = /^tags\[(\d{1,4})\]$/;
const TEXT_FIELDS = new Set([
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'publishedAt',
  'readTime',
  'image',
]);

/**
 * `fields` are the form's text parts; `stored` the names the uploaded files were stored under.
 * `featured` reads 'true' or 'false'; tags keep the order of their indexes; a stored image wins
 * over a text `image` or `author[avatar]`. Parts the schema does not know are dropped, as unknown
 * JSON keys are.
 */
export function blogFormBody(
  fields: Record<string, string>,
  stored: { image?: string | undefined; avatar?: string | undefined },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const author: Record<string, string> = {};
  const tags: [number, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    const authorField = AUTHOR_FIELD.exec(name)?.[1];
    const tagIndex = TAG_FIELD.exec(name)?.[1];
    if (authorField) author[authorField] = value;
    else if (tagIndex !== undefined) tags.push([Number(tagIndex), value]);
    else if (name === 'featured') body.featured = booleanOf(value);
    else if (TEXT_FIELDS.has(name)) body[name] = value;
  }
  if (stored.image) body.image = stored.image;
  if (stored.avatar) author.avatar = stored.avatar;
  if (Object.keys(author).length > 0) body.author = author;
  if (tags.length > 0) body.tags = tags.sort(([a], [b]) => a - b).map(([, tag]) => tag);
  return body;
}

/** 'true' and 'false' (as a checkbox also sends 'on'); anything else stays for the schema to refuse. */
function booleanOf(value: string): boolean | string {
  const lower = value.trim().toLowerCase();
  if (['true', 'on', '1'].includes(lower)) return true;
  if (['false', 'off', '0', ''].includes(lower)) return false;
  return value;
}
