// A course as the API shows it (its own fields; the details and pricing have their own).
import type { Course } from '@coursedesk/contract/courses';
import { presentPublishing } from '../../../db/publishing.ts';
import type { CourseRow } from './repository.ts';

export function presentCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    id: row.slug,
    category: row.category,
    badge: row.badge,
    title: row.title,
    desc: row.description,
    duration: row.duration,
    extra: row.extra,
    accent: row.accent,
    iconName: row.iconName,
    featured: row.featured,
    image: row.image,
    ...presentPublishing(row),
    seo: row.seo ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
