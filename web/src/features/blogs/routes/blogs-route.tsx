import { type BlogPost, blogMessages } from '@coursedesk/contract/blogs';
import { FileText, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogCard } from '../components/blog-card';
import { type BlogEditor, BlogEditorDialog } from '../components/blog-editor-dialog';
import { BlogPreviewDialog } from '../components/blog-preview-dialog';
import { BlogStats } from '../components/blog-stats';

/** The URL parameter that opens the editor on a new post (the dashboard's 'New Blog'). */
export const NEW_POST_PARAM = 'new';

export function BlogsRoute() {
  const posts = useBlogPosts();
  const deletePost = useDeleteBlogPost();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
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

  const allPosts = posts.data ?? [];
  const visiblePosts = filterPosts(allPosts, search);

  function setSearch(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }

  function handleDelete(post: BlogPost) {
    if (!window.confirm(blogMessages.confirmDelete)) return;
    deletePost.mutate(post._id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(errorMessage(error, blogMessages.deleteFailed)),
    });
  }

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

      {posts.isError ? (
        <ErrorBanner
          message={blogMessages.fetchFailed}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : null}

      {posts.data ? <BlogStats posts={posts.data} /> : null}

      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Search blog posts"
          placeholder="Search by title, category or tag..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      {posts.isPending ? (
        <Spinner label="Loading blog posts..." className="py-16" />
      ) : posts.isError && !posts.data ? null : visiblePosts.length > 0 ? (
        <ul aria-label="Blog posts" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {visiblePosts.map((post) => (
            <li key={post._id} className="flex">
              <BlogCard
                post={post}
                onPreview={setPreviewing}
                onEdit={(chosen) => setEditor({ mode: 'edit', post: chosen })}
                onDelete={handleDelete}
                deleting={deletePost.isPending && deletePost.variables === post._id}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={FileText}
          title="No blog posts found"
          description={
            search.trim()
              ? 'No post matches your search. Try another title, category or tag.'
              : 'Write the first post to get started.'
          }
          action={
            search.trim() ? undefined : (
              <Button onClick={() => setEditor({ mode: 'create' })}>
                <Plus aria-hidden="true" />
                New Post
              </Button>
            )
          }
        />
      )}

      <BlogEditorDialog editor={editor} onClose={() => setEditor({ mode: 'closed' })} />
      <BlogPreviewDialog post={previewing} onClose={() => setPreviewing(undefined)} />
    </div>
  );
}

/** The search matches a post's title, category or any of its tags. */
export function filterPosts(posts: BlogPost[], search: string): BlogPost[] {
  const query = search.trim().toLowerCase();
  if (!query) return posts;
  return posts.filter(
    (post) =>
      post.title.toLowerCase().includes(query) ||
      post.category.toLowerCase().includes(query) ||
      post.tags.some((tag) => tag.toLowerCase().includes(query)),
  );
}
