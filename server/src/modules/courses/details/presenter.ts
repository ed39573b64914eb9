// A course's details as the API shows them.
import type { CourseDetails } from '@coursedesk/contract/courses';
import type { DetailsRow } from './repository.ts';

export function presentDetails(row: DetailsRow): CourseDetails {
  return {
    _id: row.id,
    courseId: row.courseSlug,
    overview: row.overview,
    prerequisites: row.prerequisites,
    features: row.features,
    curriculum: row.curriculum,
    tools: row.tools,
    testimonials: row.testimonials,
    successStats: row.successStats,
    pricing: row.pricing,
    courseInfo: row.courseInfo,
    trustIndicators: row.trustIndicators,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
