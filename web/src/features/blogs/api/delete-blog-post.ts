import { deletedResponse } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BLOG_POSTS_QUERY_KEY } from './get-blog-posts';

export async function deleteBlogPost(id: string) {
  return apiRequest(`/admin/blogs/${encodeURIComponent(id)}`, deletedResponse, {
    method: 'DELETE',
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_POSTS_QUERY_KEY }),
  });
}
