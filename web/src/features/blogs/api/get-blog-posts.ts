import { blogPostListResponse } from '@coursedesk/contract/blogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getBlogPosts(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/blogs', blogPostListResponse, { signal });
  return data;
}

export function getBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog-posts'],
    queryFn: ({ signal }) => getBlogPosts(signal),
  });
}

export function useBlogPosts() {
  return useQuery(getBlogPostsQueryOptions());
}
