import { blogPostResponse } from '@coursedesk/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { type BlogPostDraft, blogRequestBody } from './blog-request-body';
import { BLOG_POSTS_QUERY_KEY } from './get-blog-posts';

export interface UpdateBlogPost {
  id: string;
  draft: BlogPostDraft;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version: string | undefined;
}

export async function updateBlogPost({ id, draft, version }: UpdateBlogPost) {
  return apiVersionedRequest(`/admin/blogs/${encodeURIComponent(id)}`, blogPostResponse, {
    method: 'PUT',
    body: blogRequestBody(draft),
    ifMatch: version,
  });
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_POSTS_QUERY_KEY }),
  });
}
