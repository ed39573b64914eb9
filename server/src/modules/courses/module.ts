import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { createDatabaseMediaStore } from '../../uploads/media-store.ts';
import type { AppModule } from '../module.ts';
import { courseRoutes, iconRoutes } from './routes.ts';
import { createCoursesService } from './service.ts';

/** Courses with their details and pricing, and the course icons (docs/courses.md). */
export const coursesModule: AppModule = async (app, { db }) => {
  const courses = createCoursesService(db);
  const store = createDatabaseMediaStore(db);
  await app.register(courseRoutes, { prefix: API_BASE_PATH, courses, store });
  await app.register(iconRoutes, { prefix: API_BASE_PATH, courses });
};
