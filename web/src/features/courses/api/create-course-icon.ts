import { type CourseIconInput, courseIconResponse } from '@coursedesk/contract/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCourseIconsQueryOptions } from './get-course-icons';

export async function createCourseIcon(input: CourseIconInput) {
  return apiRequest('/admin/course-icons', courseIconResponse, { method: 'POST', body: input });
}

export function useCreateCourseIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseIcon,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCourseIconsQueryOptions().queryKey }),
  });
}
