import { blogPostResponse } from '@coursedesk/contract/blogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { BLOG_POSTS_QUERY_KEY } from './get-blog-posts';

/** One post as stored now, with the version a save of it names. */
export async function getBlogPost(id: string, signal?: AbortSignal) {
  const { body, version } = await apiVersionedRequest(
    `/admin/blogs/${encodeURIComponent(id)}`,
    blogPostResponse,
    { signal },
  );
  return { post: body.data, version };
}

export function getBlogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...BLOG_POSTS_QUERY_KEY, 'post', id],
    queryFn: ({ signal }) => getBlogPost(id, signal),
    // The editor starts from what is stored now, not from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({ ...getBlogPostQueryOptions(id ?? ''), enabled: id !== undefined });
}
