import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { createDatabaseMediaStore } from '../../uploads/media-store.ts';
import type { AppModule } from '../module.ts';
import { bundleRoutes } from './bundle/routes.ts';
import { createBundleService } from './bundle/service.ts';
import { courseRoutes } from './course/routes.ts';
import { createCourseService } from './course/service.ts';
import { detailsRoutes } from './details/routes.ts';
import { createDetailsService } from './details/service.ts';
import { iconRoutes, publicIconRoutes } from './icons/routes.ts';
import { createIconService } from './icons/service.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { createPricingService } from './pricing/service.ts';

/**
 * Courses (docs/courses.md), by what each part holds: the course itself, its details, its pricing
 * plan, the bundle (all three saved or deleted in one transaction, as the editor does), and the
 * course icons, whose reads are public.
 */
export const coursesModule: AppModule = async (app, { db }) => {
  const store = createDatabaseMediaStore(db);
  const icons = createIconService(db);
  const prefix = API_BASE_PATH;
  await app.register(courseRoutes, { prefix, courses: createCourseService(db), store });
  await app.register(detailsRoutes, { prefix, details: createDetailsService(db) });
  await app.register(pricingRoutes, { prefix, pricing: createPricingService(db) });
  await app.register(bundleRoutes, { prefix, bundles: createBundleService(db), store });
  await app.register(iconRoutes, { prefix, icons });
  await app.register(publicIconRoutes, { prefix, icons });
};
