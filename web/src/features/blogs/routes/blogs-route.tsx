import { BLOG_PAGE_SIZE, type BlogPost, blogMessages } from '@coursedesk/contract/blogs';
import { FileText, Plus } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { ListSection } from '@/components/ui/table/list-section';
import {
  publishStatusFilter,
  publishStatusView,
} from '@/components/ui/table/publish-status-filter';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useListView } from '@/lib/use-list-view';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useBlogPosts, useBlogStats } from '../api/get-blog-posts';
import { BlogCard } from '../components/blog-card';
import type { BlogEditor } from '../components/blog-editor-dialog';
import { BlogStats } from '../components/blog-stats';

// The editor and the preview (markdown, forms, dialogs) load when first opened.
const BlogEditorDialog = lazy(async () => ({
  default: (await import('../components/blog-editor-dialog')).BlogEditorDialog,
}));
const BlogPreviewDialog = lazy(async () => ({
  default: (await import('../components/blog-preview-dialog')).BlogPreviewDialog,
}));

/** The URL parameter that opens the editor on a new post (the dashboard's 'New Blog'). */
export const NEW_POST_PARAM = 'new';

/** The view in the URL: ?page=&search= (the search matches titles, categories and tags). */
const blogViewShape = {
  page: z.coerce.number().int().min(1),
  search: z.string(),
  publishStatus: publishStatusView,
};

const blogFilters: FilterSpec[] = [
  {
    kind: 'search',
    key: 'search',
    label: 'Search blog posts',
    placeholder: 'Search by title, category or tag...',
  },
  publishStatusFilter,
];

export function BlogsRoute() {
  const view = useListView(blogViewShape);
  const search = view.values.search?.trim() || undefined;
  const posts = useBlogPosts({
    page: view.page,
    search,
    publishStatus: view.values.publishStatus,
  });
  const stats = useBlogStats();
  const deletion = useConfirmedDelete(useDeleteBlogPost(), {
    confirm: blogMessages.confirmDelete,
    failed: blogMessages.deleteFailed,
  });
  const [params, setParams] = useSearchParams();
  const [editor, setEditor] = useState<BlogEditor>({ mode: 'closed' });
  const [previewing, setPreviewing] = useState<BlogPost>();

  // /blogs?new (or ?new=1) opens the editor once; the parameter is then taken out of the address.
  const openNew = params.has(NEW_POST_PARAM);
  useEffect(() => {
    if (!openNew) return;
    setEditor({ mode: 'create' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_POST_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openNew, setParams]);

  const visiblePosts = posts.data?.posts ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Blog Posts"
        description="Write and publish the articles on the website's blog."
        actions={
          <Button onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            New Post
          </Button>
        }
      />

      {stats.data ? <BlogStats stats={stats.data} /> : null}

      <ListSection
        label="Blog posts list"
        view={view}
        filters={blogFilters}
        query={posts}
        errorMessage={blogMessages.fetchFailed}
        limit={BLOG_PAGE_SIZE}
        total={posts.data?.pagination.total}
        frame="plain"
        loading={posts.isPending}
        loadingLabel="Loading blog posts..."
        skeletonGrid="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      >
        {posts.isError && !posts.data ? null : visiblePosts.length > 0 ? (
          <ul aria-label="Blog posts" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {visiblePosts.map((post) => (
              <li key={post._id} className="flex">
                <BlogCard
                  post={post}
                  onPreview={setPreviewing}
                  onEdit={(chosen) => setEditor({ mode: 'edit', post: chosen })}
                  onDelete={(chosen) => deletion.remove(chosen._id)}
                  deleting={deletion.deletingId === post._id}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={FileText}
            title="No blog posts found"
            description={
              search
                ? 'No post matches your search. Try another title, category or tag.'
                : 'Write the first post to get started.'
            }
            action={
              search ? undefined : (
                <Button onClick={() => setEditor({ mode: 'create' })}>
                  <Plus aria-hidden="true" />
                  New Post
                </Button>
              )
            }
          />
        )}
      </ListSection>

      <OnDemand open={editor.mode !== 'closed'}>
        <BlogEditorDialog editor={editor} onClose={() => setEditor({ mode: 'closed' })} />
      </OnDemand>
      <OnDemand open={previewing !== undefined}>
        <BlogPreviewDialog post={previewing} onClose={() => setPreviewing(undefined)} />
      </OnDemand>
    </div>
  );
}
