import { type CourseBundleInput, courseBundleResponse } from '@coursedesk/contract/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { COURSES_QUERY_KEY } from './get-courses';

export interface SaveCourseBundle {
  /** The course's text id as stored; without it the course is created. */
  id?: string;
  input: CourseBundleInput;
  /** A newly chosen course image, sent with the bundle as multipart. */
  image?: File | undefined;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version?: string | undefined;
}

/** Course, details and pricing in one call: the server writes all three or none (docs/courses.md). */
export async function saveCourseBundle({ id, input, image, version }: SaveCourseBundle) {
  let body: CourseBundleInput | FormData = input;
  if (image) {
    const form = new FormData();
    const { image: _replaced, ...course } = input.course;
    form.append('bundle', JSON.stringify({ ...input, course }));
    form.append('image', image);
    body = form;
  }
  return apiVersionedRequest(
    id === undefined ? '/admin/course-bundles' : `/admin/course-bundles/${encodeURIComponent(id)}`,
    courseBundleResponse,
    { method: id === undefined ? 'POST' : 'PUT', body, ifMatch: version },
  );
}

export function useSaveCourseBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
  });
}
