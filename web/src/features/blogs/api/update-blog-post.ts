import { blogPostResponse } from '@coursedesk/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type BlogPostDraft, blogRequestBody } from './blog-request-body';
import { BLOG_POSTS_QUERY_KEY } from './get-blog-posts';

export async function updateBlogPost({ id, draft }: { id: string; draft: BlogPostDraft }) {
  return apiRequest(`/admin/blogs/${encodeURIComponent(id)}`, blogPostResponse, {
    method: 'PUT',
    body: blogRequestBody(draft),
  });
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_POSTS_QUERY_KEY }),
  });
}
