import {
  type Course,
  type CourseDetails,
  type CoursePricing,
  courseDetailsListResponse,
  courseListResponse,
  coursePricingListResponse,
} from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A course as the grid shows it: the course with its plan and landing page, when they exist. */
export interface CourseEntry {
  course: Course;
  pricing: CoursePricing | undefined;
  details: CourseDetails | undefined;
}

/** The three collections (docs/courses.md), read together and joined on the course's text id. */
export async function getCourses(signal?: AbortSignal): Promise<CourseEntry[]> {
  const [courses, pricing, details] = await Promise.all([
    apiRequest('/admin/courses', courseListResponse, { signal }),
    apiRequest('/admin/course-pricing', coursePricingListResponse, { signal }),
    apiRequest('/admin/course-details', courseDetailsListResponse, { signal }),
  ]);
  const plans = new Map(pricing.data.map((plan) => [plan.id, plan]));
  const pages = new Map(details.data.map((page) => [page.courseId, page]));
  return courses.data.map((course) => ({
    course,
    pricing: plans.get(course.id),
    details: pages.get(course.id),
  }));
}

export function getCoursesQueryOptions() {
  return queryOptions({
    queryKey: ['courses'],
    queryFn: ({ signal }) => getCourses(signal),
  });
}

export function useCourses() {
  return useQuery(getCoursesQueryOptions());
}
