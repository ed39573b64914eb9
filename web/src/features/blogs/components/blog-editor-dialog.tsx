import {
  type BlogPost,
  type BlogPostFormValues,
  blogFormToInput,
  blogMessages,
  blogPostFormValues,
  DEFAULT_READ_TIME,
  estimateReadTime,
} from '@coursedesk/contract/blogs';
import { type PublishStatus, seoFormOf, toLocalDateTime } from '@coursedesk/contract/publishing';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type FieldErrors, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useGuardedForm } from '@/components/ui/editor-guard';
import { Form } from '@/components/ui/form/form';
import { FormWideMessage } from '@/components/ui/form/form-message';
import { typedFields } from '@/components/ui/form/typed-fields';
import { PublishControls } from '@/components/ui/publish-controls';
import { RecordEditorDialog } from '@/components/ui/record-editor-dialog';
import { SeoSection } from '@/components/ui/seo-section';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOpenPreview, useSitePreview } from '@/lib/preview';
import { useStaleSave } from '@/lib/stale-save';
import type { BlogPostDraft, EditorImage } from '../api/blog-request-body';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useBlogPost } from '../api/get-blog-post';
import { type UpdateBlogPost, useUpdateBlogPost } from '../api/update-blog-post';
import { BlogImagePicker } from './blog-image-picker';
import { MarkdownEditor } from './markdown-editor';
import { publishDateInputValue } from './publish-date';
import { TagInput } from './tag-input';

export type BlogEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: BlogPost };

type FormField = FieldPath<BlogPostFormValues>;

const { TextField, TextareaField, CheckboxField, CustomField } = typedFields<BlogPostFormValues>();

/** The editor's steps in order, and the fields each holds. */
const STEPS = [
  {
    id: 'basic',
    label: 'Basic Info',
    fields: ['title', 'slug', 'excerpt', 'category', 'publishedAt', 'featured'],
  },
  { id: 'content', label: 'Content', fields: ['content', 'readTime'] },
  { id: 'media', label: 'Media', fields: [] },
  { id: 'meta', label: 'Meta & Tags', fields: ['authorName', 'authorRole', 'tags'] },
  { id: 'seo', label: 'SEO', fields: ['seo'] },
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
  if (first === 'seo' || first === 'publishAt') return first;
  const known: readonly string[] = STEPS.flatMap((step) => step.fields);
  return first && known.includes(first) ? (first as FormField) : undefined;
}

interface BlogEditorDialogProps {
  editor: BlogEditor;
  onClose: () => void;
}

/** Said when the post cannot be read to be edited. */
export const POST_LOAD_FAILED = 'Failed to load blog post';

export function BlogEditorDialog({ editor, onClose }: BlogEditorDialogProps) {
  const editing = editor.mode === 'edit' ? editor.post : undefined;
  return (
    <RecordEditorDialog
      open={editor.mode !== 'closed'}
      editing={editing}
      onClose={onClose}
      stored={useBlogPost(editing?._id)}
      size="2xl"
      title={{ create: 'Create New Post', edit: 'Edit Post' }}
      description="Write the post in markdown; the preview shows it as readers will see it."
      loadFailed={POST_LOAD_FAILED}
      loading="Loading post..."
      area="blogs"
      create={() => <BlogEditorForm key="new" post={undefined} onDone={onClose} />}
      edit={({ post, version }, reload) => (
        <BlogEditorForm
          key={post._id}
          post={post}
          version={version}
          onReload={reload}
          onDone={onClose}
        />
      )}
    />
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
    publishStatus: post?.publishStatus ?? 'draft',
    publishAt: toLocalDateTime(post?.publishAt),
    seo: seoFormOf(post?.seo),
  };
}

interface BlogEditorFormProps {
  post: BlogPost | undefined;
  /** The stored post's version, which its saves name (a later one is a stale save). */
  version?: string | undefined;
  /** Reads the post as stored now and starts the form afresh from it. */
  onReload?: () => Promise<void>;
  onDone: () => void;
}

function BlogEditorForm({ post, version, onReload, onDone }: BlogEditorFormProps) {
  const createPost = useCreateBlogPost();
  const updatePost = useUpdateBlogPost();
  const stale = useStaleSave<UpdateBlogPost>(onReload);
  const saving = createPost.isPending || updatePost.isPending;
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<EditorImage>(post?.image ?? '');
  const [avatar, setAvatar] = useState<EditorImage>(post?.author.avatar ?? '');
  const stepsId = useId();

  const form = useForm<BlogPostFormValues>({
    resolver: zodResolver(blogPostFormValues),
    defaultValues: defaultValues(post),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const suggestedReadTime = estimateReadTime(useWatch({ control: form.control, name: 'content' }));

  function showInvalid(invalid: FieldErrors<BlogPostFormValues>) {
    setStep(stepOf(Object.keys(invalid)));
  }

  /** A refusal from the server goes under its field, on that field's step, when it names one. */
  function showServerError(error: unknown) {
    notifyError(blogMessages.saveFailed);
    if (!(error instanceof ApiError) || !error.isFromServer) return;
    const field = error.code === 'CONFLICT' ? 'slug' : formFieldOf(error.issues[0]?.path ?? '');
    if (field) {
      form.setError(field, { type: 'server', message: error.message });
      setStep(stepOf([field]));
    }
  }

  const cancel = useGuardedForm(
    form.formState.isDirty,
    saving ? undefined : () => void submit(),
    onDone,
  );

  const submit = form.handleSubmit((values) => {
    const draft: BlogPostDraft = { input: blogFormToInput(values), image, avatar };
    if (post) update({ id: post._id, draft, version });
    else {
      createPost.mutate(draft, {
        onSuccess: ({ message }) => saved(message ?? blogMessages.created),
        onError: showServerError,
      });
    }
  }, showInvalid);

  /** A publishing button: the save with the state it names. */
  const saveAs = (status: PublishStatus) => {
    form.setValue('publishStatus', status, { shouldDirty: true });
    void submit();
  };
  const sitePreview = useSitePreview();
  const openPreview = useOpenPreview();
  const [seoTitle, seoExcerpt, seoSlug] = useWatch({
    control: form.control,
    name: ['title', 'excerpt', 'slug'],
  });

  function saved(message: string) {
    notifySuccess(message);
    onDone();
  }

  function update(attempt: UpdateBlogPost) {
    updatePost.mutate(attempt, {
      onSuccess: ({ body }) => {
        stale.clear();
        saved(body.message ?? blogMessages.updated);
      },
      onError: (error) => {
        if (!stale.caught(error, attempt)) showServerError(error);
      },
    });
  }

  const current = STEPS[step] ?? STEPS[0];

  return (
    <Form
      form={form}
      onSubmit={submit}
      // 'Title, content, and author name are required' is said once, with the empty fields marked.
      formWideMessages={[blogMessages.required]}
      className="space-y-5"
    >
      <TabList
        id={stepsId}
        label="Editor steps"
        tabs={STEPS.map((s, index) => ({
          value: s.id,
          label: `${index + 1}. ${s.label}`,
          flagged: index !== step && s.fields.some((field) => errors[field]),
        }))}
        selected={current.id}
        onSelect={(id) => setStep(STEPS.findIndex((s) => s.id === id))}
      />

      <FormWideMessage />

      <div {...tabPanelProps(stepsId, current.id, current.id)} className="space-y-5">
        {current.id === 'basic' ? (
          <>
            <TextField name="title" label="Title" required />
            <TextField
              name="slug"
              label="Slug"
              hint="Left empty, it is made from the title: lower case, words joined by hyphens."
              placeholder="made-from-the-title"
            />
            <TextareaField name="excerpt" label="Excerpt" rows={3} required />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="category" label="Category" required />
              <TextField name="publishedAt" label="Publish date" type="date" required />
            </div>
            <CheckboxField name="featured" label="Featured post" />
          </>
        ) : null}

        {current.id === 'content' ? (
          <>
            <CustomField name="content" label="Content (markdown)">
              {(field, aria) => (
                <MarkdownEditor
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                />
              )}
            </CustomField>
            <TextField
              name="readTime"
              label="Read time (minutes)"
              hint={
                <span className="flex flex-wrap items-center gap-2">
                  Suggested from the words: {suggestedReadTime} min.
                  <button
                    type="button"
                    className="font-medium text-edtech-green underline"
                    onClick={() =>
                      form.setValue('readTime', String(suggestedReadTime), { shouldDirty: true })
                    }
                  >
                    Use {suggestedReadTime} min
                  </button>
                </span>
              }
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              placeholder={String(DEFAULT_READ_TIME)}
              required
              inputClassName="max-w-40"
            />
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
              <TextField name="authorName" label="Author name" required />
              <TextField name="authorRole" label="Author role" required />
            </div>
            <CustomField name="tags" label="Tags">
              {(field, aria) => <TagInput {...aria} tags={field.value} onChange={field.onChange} />}
            </CustomField>
          </>
        ) : null}

        {current.id === 'seo' ? (
          // The section carries its own "SEO" heading, as in the course editor.
          <Controller
            control={form.control}
            name="seo"
            render={({ field }) => (
              <SeoSection
                values={field.value}
                onChange={field.onChange}
                fallback={{ title: seoTitle, description: seoExcerpt }}
                address={`/blog/${seoSlug || 'post-slug'}`}
                errors={{
                  title: errors.seo?.title?.message,
                  description: errors.seo?.description?.message,
                  image: errors.seo?.image?.message,
                  canonical: errors.seo?.canonical?.message,
                }}
              />
            )}
          />
        ) : null}
      </div>

      <PublishControls
        stored={post}
        publishAtInput={{ id: `${stepsId}-publish-at`, ...form.register('publishAt') }}
        publishAtError={errors.publishAt?.message}
        onSave={saveAs}
        saving={saving}
        preview={
          sitePreview && post ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={openPreview.isPending}
              onClick={() =>
                openPreview.mutate(
                  { type: 'blog', id: post._id },
                  {
                    onError: (error) =>
                      notifyError(errorMessage(error, 'Failed to open the preview')),
                  },
                )
              }
            >
              Preview on site
            </Button>
          ) : null
        }
      />

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
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </div>
      </div>
      <StaleSaveDialog recordName="post" {...stale.dialog(update, updatePost.isPending)} />
    </Form>
  );
}
