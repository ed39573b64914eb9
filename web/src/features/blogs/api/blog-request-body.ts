import {
  BLOG_AVATAR_FIELD,
  BLOG_IMAGE_FIELD,
  type BlogPostInput,
} from '@coursedesk/contract/blogs';

/** An image as the editor holds it: a newly chosen file, the stored value, or '' for none. */
export type EditorImage = File | string;

export interface BlogPostDraft {
  input: BlogPostInput;
  image: EditorImage;
  avatar: EditorImage;
}

/**
 * The body of a create or update: JSON, or — when a new image or avatar was chosen — the
 * multipart form of docs/blogs.md (title, slug, …, author[name], tags[index], image, avatarImage).
 */
export function blogRequestBody({ input, image, avatar }: BlogPostDraft): BlogPostInput | FormData {
  if (!(image instanceof File) && !(avatar instanceof File)) {
    return { ...input, image, author: { ...input.author, avatar } };
  }
  const form = new FormData();
  const { author, tags, seo, ...fields } = input;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(seo ?? {})) {
    if (value !== undefined) form.append(`seo[${name}]`, String(value));
  }
  form.append('author[name]', author.name);
  form.append('author[role]', author.role ?? '');
  (tags ?? []).forEach((tag, index) => {
    form.append(`tags[${index}]`, tag);
  });
  if (image instanceof File) form.append(BLOG_IMAGE_FIELD, image);
  else form.append('image', image);
  if (avatar instanceof File) form.append(BLOG_AVATAR_FIELD, avatar);
  else form.append('author[avatar]', avatar);
  return form;
}
