import {
  BLOG_PAGE_SIZE,
  blogPostListResponse,
  blogStatsResponse,
} from '@coursedesk/contract/blogs';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the posts grid shows: a page, and the search in titles, categories and tags. */
export interface BlogListView {
  page: number;
  search?: string | undefined;
  /** Only items in this publishing state (a schedule whose time has come counts as published). */
  publishStatus?: PublishStatus | undefined;
}

/** The first part of every posts query: invalidating it refreshes pages and figures. */
export const BLOG_POSTS_QUERY_KEY = ['blog-posts'] as const;

export async function getBlogPosts(view: BlogListView, signal?: AbortSignal) {
  const { data, pagination } = await apiRequest('/admin/blogs', blogPostListResponse, {
    query: { ...view, limit: BLOG_PAGE_SIZE },
    signal,
  });
  return { posts: data, pagination };
}

export function useBlogPosts(view: BlogListView) {
  return useQuery(
    queryOptions({
      queryKey: [...BLOG_POSTS_QUERY_KEY, 'list', view],
      queryFn: ({ signal }) => getBlogPosts(view, signal),
      // The grid keeps the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** The screen's figures over every post. */
export function useBlogStats() {
  return useQuery(
    queryOptions({
      queryKey: [...BLOG_POSTS_QUERY_KEY, 'stats'],
      queryFn: async ({ signal }) =>
        (await apiRequest('/admin/blogs/stats', blogStatsResponse, { signal })).data,
    }),
  );
}
