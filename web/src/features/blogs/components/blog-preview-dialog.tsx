import type { BlogPost } from '@coursedesk/contract/blogs';
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Modal } from '@/components/ui/modal';
import { BlogImage, blogImageUrl } from './blog-image';
import { MarkdownContent } from './markdown-content';
import { formatPublishDate } from './publish-date';

/** A post as the website's readers would see it, its markdown rendered safely. */
export function BlogPreviewDialog({
  post,
  onClose,
}: {
  post: BlogPost | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      open={post !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="2xl"
      title={post?.title ?? 'Preview'}
      description={post ? `/${post.slug}` : undefined}
    >
      {post ? (
        <article className="space-y-5">
          {post.image ? (
            <BlogImage
              src={blogImageUrl(post.image)}
              alt={`Cover of ${post.title}`}
              className="aspect-[21/9] w-full rounded-xl"
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
            {post.category ? <Badge tone="blue">{post.category}</Badge> : null}
            <span>
              {post.author.name}
              {post.author.role ? `, ${post.author.role}` : ''}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{formatPublishDate(post.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {post.readTime} min read
            </span>
          </div>
          {post.excerpt ? <p className="text-base text-slate-600">{post.excerpt}</p> : null}
          <MarkdownContent markdown={post.content} />
        </article>
      ) : null}
    </Modal>
  );
}
