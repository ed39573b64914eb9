import { courseIconListResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The icons the picker offers (docs/courses.md). */
export async function getCourseIcons(signal?: AbortSignal) {
  const { data } = await apiRequest('/icons/all', courseIconListResponse, { signal });
  return data;
}

export function getCourseIconsQueryOptions() {
  return queryOptions({
    queryKey: ['course-icons'],
    queryFn: ({ signal }) => getCourseIcons(signal),
  });
}

export function useCourseIcons() {
  return useQuery(getCourseIconsQueryOptions());
}

/** The icons from the server as a map of name → SVG path. */
export function useIconPaths(): ReadonlyMap<string, string> {
  const icons = useCourseIcons();
  return new Map((icons.data ?? []).map((icon) => [icon.iconName, icon.iconPath]));
}
