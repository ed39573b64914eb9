import {
  type BlogPost,
  type BlogPostFormValues,
  blogFormToInput,
  blogMessages,
  blogPostFormValues,
  DEFAULT_READ_TIME,
  estimateReadTime,
} from '@coursedesk/contract/blogs';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type FieldErrors, type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldControlProps } from '@/components/ui/field';
import { FormMessage, sortFormErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { BlogPostDraft, EditorImage } from '../api/blog-request-body';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { BlogImagePicker } from './blog-image-picker';
import { MarkdownEditor } from './markdown-editor';
import { publishDateInputValue } from './publish-date';
import { TagInput } from './tag-input';

export type BlogEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: BlogPost };

type FormField = FieldPath<BlogPostFormValues>;

/** The editor's steps in the order of spec §4, and the fields each holds. */
const STEPS = [
  {
    id: 'basic',
    label: 'Basic Info',
    fields: ['title', 'slug', 'excerpt', 'category', 'publishedAt', 'featured'],
  },
  { id: 'content', label: 'Content', fields: ['content', 'readTime'] },
  { id: 'media', label: 'Media', fields: [] },
  { id: 'meta', label: 'Meta & Tags', fields: ['authorName', 'authorRole', 'tags'] },
] as const satisfies readonly { id: string; label: string; fields: readonly FormField[] }[];

/** The first step holding one of these fields. */
function stepOf(fields: readonly string[]): number {
  const index = STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((field) => fields.includes(field)),
  );
  return Math.max(0, index);
}

/** Where a server issue's path (`author.name`, `tags.0`…) shows in the form. */
function formFieldOf(path: string): FormField | undefined {
  const [first, second] = path.split('.');
  if (first === 'author')
    return second === 'role' ? 'authorRole' : second === 'name' ? 'authorName' : undefined;
  if (first === 'tags') return 'tags';
  const known: readonly string[] = STEPS.flatMap((step) => step.fields);
  return first && known.includes(first) ? (first as FormField) : undefined;
}

interface BlogEditorDialogProps {
  editor: BlogEditor;
  onClose: () => void;
}

export function BlogEditorDialog({ editor, onClose }: BlogEditorDialogProps) {
  const editing = editor.mode === 'edit' ? editor.post : undefined;
  return (
    <Modal
      open={editor.mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="2xl"
      title={editing ? 'Edit Post' : 'Create New Post'}
      description="Write the post in markdown; the preview shows it as readers will see it."
    >
      <BlogEditorForm key={editing?._id ?? 'new'} post={editing} onDone={onClose} />
    </Modal>
  );
}

function defaultValues(post: BlogPost | undefined): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category ?? '',
    publishedAt: publishDateInputValue(post?.publishedAt),
    readTime: String(post?.readTime ?? DEFAULT_READ_TIME),
    featured: post?.featured ?? false,
    authorName: post?.author.name ?? '',
    authorRole: post?.author.role ?? '',
    tags: post?.tags ?? [],
  };
}

function BlogEditorForm({ post, onDone }: { post: BlogPost | undefined; onDone: () => void }) {
  const createPost = useCreateBlogPost();
  const updatePost = useUpdateBlogPost();
  const saving = createPost.isPending || updatePost.isPending;
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<EditorImage>(post?.image ?? '');
  const [avatar, setAvatar] = useState<EditorImage>(post?.author.avatar ?? '');
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BlogPostFormValues>({
    resolver: zodResolver(blogPostFormValues),
    defaultValues: defaultValues(post),
    shouldFocusError: false,
  });

  // 'Title, content, and author name are required' is said once, with the empty fields marked.
  const messages: Record<string, string | undefined> = {};
  for (const field of STEPS.flatMap((s) => s.fields)) messages[field] = errors[field]?.message;
  const shown = sortFormErrors(messages, [blogMessages.required]);
  const messageId = id('message');
  const controlProps = (name: FormField, hasHint = false) =>
    fieldControlProps(
      id(name),
      shown.fieldMessage(name),
      hasHint,
      shown.coveredByForm(name) ? messageId : undefined,
    );

  const content = watch('content');
  const suggestedReadTime = estimateReadTime(content);

  function showInvalid(invalid: FieldErrors<BlogPostFormValues>) {
    setStep(stepOf(Object.keys(invalid)));
  }

  /** A refusal from the server goes under its field, on that field's step, when it names one. */
  function showServerError(error: unknown) {
    notifyError(blogMessages.saveFailed);
    if (!(error instanceof ApiError) || !error.isFromServer) return;
    const field = error.code === 'CONFLICT' ? 'slug' : formFieldOf(error.issues[0]?.path ?? '');
    if (field) {
      setError(field, { type: 'server', message: error.message });
      setStep(stepOf([field]));
    }
  }

  const submit = handleSubmit((values) => {
    const draft: BlogPostDraft = { input: blogFormToInput(values), image, avatar };
    const callbacks = {
      onSuccess: ({ message }: { message?: string }) => {
        notifySuccess(message ?? (post ? blogMessages.updated : blogMessages.created));
        onDone();
      },
      onError: showServerError,
    };
    if (post) updatePost.mutate({ id: post._id, draft }, callbacks);
    else createPost.mutate(draft, callbacks);
  }, showInvalid);

  const current = STEPS[step] ?? STEPS[0];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div role="tablist" aria-label="Editor steps" className="flex flex-wrap gap-2">
        {STEPS.map((s, index) => {
          const hasError = s.fields.some((field) => errors[field]);
          return (
            <button
              key={s.id}
              type="button"
              role="tab"
              id={id(`tab-${s.id}`)}
              aria-selected={index === step}
              aria-controls={id('panel')}
              onClick={() => setStep(index)}
              className={cn(
                'rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-edtech-green',
                index === step
                  ? 'bg-edtech-green text-white'
                  : 'bg-slate-100 text-slate-600 hover:bg-slate-200',
                hasError && index !== step ? 'ring-2 ring-edtech-red/60' : undefined,
              )}
            >
              {index + 1}. {s.label}
            </button>
          );
        })}
      </div>

      <FormMessage id={messageId} message={shown.formMessage} />

      <div
        role="tabpanel"
        id={id('panel')}
        aria-labelledby={id(`tab-${current.id}`)}
        className="space-y-5"
      >
        {current.id === 'basic' ? (
          <>
            <Field id={id('title')} label="Title" error={shown.fieldMessage('title')}>
              <Input {...register('title')} {...controlProps('title')} required />
            </Field>
            <Field
              id={id('slug')}
              label="Slug"
              error={shown.fieldMessage('slug')}
              hint="Left empty, it is made from the title: lower case, words joined by hyphens."
            >
              <Input
                {...register('slug')}
                {...controlProps('slug', true)}
                placeholder="made-from-the-title"
              />
            </Field>
            <Field id={id('excerpt')} label="Excerpt" error={shown.fieldMessage('excerpt')}>
              <Textarea {...register('excerpt')} {...controlProps('excerpt')} rows={3} required />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={id('category')} label="Category" error={shown.fieldMessage('category')}>
                <Input {...register('category')} {...controlProps('category')} required />
              </Field>
              <Field
                id={id('publishedAt')}
                label="Publish date"
                error={shown.fieldMessage('publishedAt')}
              >
                <Input
                  {...register('publishedAt')}
                  {...controlProps('publishedAt')}
                  type="date"
                  required
                />
              </Field>
            </div>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input
                {...register('featured')}
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-edtech-green"
              />
              Featured post
            </label>
          </>
        ) : null}

        {current.id === 'content' ? (
          <>
            <Field
              id={id('content')}
              label="Content (markdown)"
              error={shown.fieldMessage('content')}
            >
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <MarkdownEditor
                    {...controlProps('content')}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    required
                  />
                )}
              />
            </Field>
            <Field
              id={id('readTime')}
              label="Read time (minutes)"
              error={shown.fieldMessage('readTime')}
              hint={
                <span className="flex flex-wrap items-center gap-2">
                  Suggested from the words: {suggestedReadTime} min.
                  <button
                    type="button"
                    className="font-medium text-edtech-green underline"
                    onClick={() =>
                      setValue('readTime', String(suggestedReadTime), { shouldDirty: true })
                    }
                  >
                    Use {suggestedReadTime} min
                  </button>
                </span>
              }
            >
              <Input
                {...register('readTime')}
                {...controlProps('readTime', true)}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                placeholder={String(DEFAULT_READ_TIME)}
                required
                className="max-w-40"
              />
            </Field>
          </>
        ) : null}

        {current.id === 'media' ? (
          <>
            <BlogImagePicker label="Post image" value={image} onChange={setImage} shape="cover" />
            <BlogImagePicker
              label="Author avatar"
              value={avatar}
              onChange={setAvatar}
              shape="avatar"
            />
          </>
        ) : null}

        {current.id === 'meta' ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                id={id('authorName')}
                label="Author name"
                error={shown.fieldMessage('authorName')}
              >
                <Input {...register('authorName')} {...controlProps('authorName')} required />
              </Field>
              <Field
                id={id('authorRole')}
                label="Author role"
                error={shown.fieldMessage('authorRole')}
              >
                <Input {...register('authorRole')} {...controlProps('authorRole')} required />
              </Field>
            </div>
            <Field id={id('tags')} label="Tags" error={shown.fieldMessage('tags')}>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <TagInput
                    {...controlProps('tags')}
                    tags={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Field>
          </>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={step === 0}
            onClick={() => setStep((s) => Math.max(0, s - 1))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={step === STEPS.length - 1}
            onClick={() => setStep((s) => Math.min(STEPS.length - 1, s + 1))}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}
