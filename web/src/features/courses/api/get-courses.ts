import {
  COURSE_PAGE_SIZE,
  type Course,
  type CourseDetails,
  type CoursePricing,
  courseDetailsListResponse,
  courseListResponse,
  coursePricingListResponse,
  courseStatsResponse,
} from '@coursedesk/contract/courses';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A course as the grid shows it: the course with its plan and landing page, when they exist. */
export interface CourseEntry {
  course: Course;
  pricing: CoursePricing | undefined;
  details: CourseDetails | undefined;
}

/** What the grid shows: a page, and the search in titles and categories. */
export interface CourseListView {
  page: number;
  search?: string | undefined;
  /** Only courses in this publishing state (a schedule whose time has come counts as published). */
  publishStatus?: PublishStatus | undefined;
}

/** The first part of every courses query: invalidating it refreshes pages and figures. */
export const COURSES_QUERY_KEY = ['courses'] as const;

/**
 * A page of courses, then the plans and landing pages of exactly those courses (by their text
 * ids), joined on the course's text id.
 */
export async function getCourses(view: CourseListView, signal?: AbortSignal) {
  const courses = await apiRequest('/admin/courses', courseListResponse, {
    query: { ...view, limit: COURSE_PAGE_SIZE },
    signal,
  });
  const courseIds = courses.data.map((course) => course.id).join(',');
  const parts = { query: { courseIds, limit: COURSE_PAGE_SIZE }, signal };
  const [pricing, details] = courseIds
    ? await Promise.all([
        apiRequest('/admin/course-pricing', coursePricingListResponse, parts),
        apiRequest('/admin/course-details', courseDetailsListResponse, parts),
      ])
    : [{ data: [] }, { data: [] }];
  const plans = new Map(pricing.data.map((plan) => [plan.id, plan]));
  const pages = new Map(details.data.map((page) => [page.courseId, page]));
  const entries: CourseEntry[] = courses.data.map((course) => ({
    course,
    pricing: plans.get(course.id),
    details: pages.get(course.id),
  }));
  return { entries, pagination: courses.pagination };
}

export function getCoursesQueryOptions(view: CourseListView) {
  return queryOptions({
    queryKey: [...COURSES_QUERY_KEY, 'list', view],
    queryFn: ({ signal }) => getCourses(view, signal),
    // The grid keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCourses(view: CourseListView) {
  return useQuery(getCoursesQueryOptions(view));
}

/** The screen's figures over every course. */
export function useCourseStats() {
  return useQuery(
    queryOptions({
      queryKey: [...COURSES_QUERY_KEY, 'stats'],
      queryFn: async ({ signal }) =>
        (await apiRequest('/admin/courses/stats', courseStatsResponse, { signal })).data,
    }),
  );
}

/** The message when a course, or the list of courses, could not be fetched. */
export const FETCH_FAILED = 'Failed to fetch course data';
