import { type BlogPost, CARD_TAGS } from '@coursedesk/contract/blogs';
import { Clock, Eye, Star } from 'lucide-react';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PublishStatusBadge } from '@/components/ui/publish-status-badge';
import { BlogImage, blogImageUrl } from './blog-image';
import { formatPublishDate } from './publish-date';

interface BlogCardProps {
  post: BlogPost;
  onPreview: (post: BlogPost) => void;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  deleting: boolean;
}

/** One post in the grid (docs/blogs.md): picture, category, Featured, title, excerpt, author, date, tags, read time. */
export function BlogCard({ post, onPreview, onEdit, onDelete, deleting }: BlogCardProps) {
  const shownTags = post.tags.slice(0, CARD_TAGS);
  const moreTags = post.tags.length - shownTags.length;
  return (
    <Card as="article" aria-label={post.title} className="flex flex-col overflow-hidden">
      <BlogImage
        src={blogImageUrl(post.image)}
        alt={`Cover of ${post.title}`}
        className="aspect-video w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <PublishStatusBadge status={post.publishStatus} publishAt={post.publishAt} />
          {post.category ? <Badge tone="blue">{post.category}</Badge> : null}
          {post.featured ? (
            <Badge tone="orange">
              <Star aria-hidden="true" className="size-3" />
              Featured
            </Badge>
          ) : null}
        </div>
        <h2 className="text-base font-semibold text-slate-900">{post.title}</h2>
        {post.excerpt ? (
          <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
        ) : null}
        <div className="flex items-center gap-3">
          <ImageWithFallback
            src={blogImageUrl(post.author.avatar)}
            alt={`Avatar of ${post.author.name}`}
            initialsOf={post.author.name}
            fit="cover"
            className="size-8 shrink-0 rounded-full text-xs"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-900">{post.author.name}</p>
            <p className="text-slate-500">
              <time dateTime={post.publishedAt}>{formatPublishDate(post.publishedAt)}</time>
            </p>
          </div>
        </div>
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
            {moreTags > 0 ? (
              <li>
                <Badge>+{moreTags} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-3">
          <span className="flex items-center gap-1.5 text-sm text-slate-500">
            <Clock aria-hidden="true" className="size-4" />
            {post.readTime} min read
          </span>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Preview ${post.title}`}
              onClick={() => onPreview(post)}
            >
              <Eye aria-hidden="true" />
            </Button>
            <EditButton name={post.title} onClick={() => onEdit(post)} />
            <DeleteButton
              name={post.title}
              disabled={deleting}
              onClick={() => onDelete(post)}
              className="text-edtech-red hover:bg-edtech-red/10 hover:text-edtech-red"
            />
          </div>
        </div>
      </div>
    </Card>
  );
}
