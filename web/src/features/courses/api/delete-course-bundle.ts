import { deletedResponse } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COURSES_QUERY_KEY } from './get-courses';

/** Removes the course, its details and its pricing together. */
export async function deleteCourseBundle(id: string) {
  return apiRequest(`/admin/course-bundles/${encodeURIComponent(id)}`, deletedResponse, {
    method: 'DELETE',
  });
}

export function useDeleteCourseBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
  });
}
