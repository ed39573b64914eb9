import { blogPostResponse } from '@coursedesk/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type BlogPostDraft, blogRequestBody } from './blog-request-body';
import { BLOG_POSTS_QUERY_KEY } from './get-blog-posts';

export async function createBlogPost(draft: BlogPostDraft) {
  return apiRequest('/admin/blogs', blogPostResponse, {
    method: 'POST',
    body: blogRequestBody(draft),
  });
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_POSTS_QUERY_KEY }),
  });
}
