import {
  courseBundleInput,
  courseBundleResponse,
  courseDetailsInput,
  courseDetailsListResponse,
  courseDetailsResponse,
  courseIconInput,
  courseIconListResponse,
  courseIconResponse,
  courseInput,
  courseListResponse,
  coursePricingInput,
  coursePricingListResponse,
  coursePricingResponse,
  courseResponse,
  iconMapResponse,
  iconResponse,
  courseMessages as M,
  normalizeIconName,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../uploads/media-store.ts';
import { acceptMultipart } from '../../uploads/multipart.ts';
import { uploadForm } from '../../uploads/upload-body.ts';
import type { CoursesService } from './service.ts';

/** A path's `{id}`: the record's `_id` or the course's text id. */
const keyParams = (message: string) =>
  z.object({ id: z.string({ error: message }).min(1, message).max(200, message) });
const courseParams = keyParams(M.courseNotFound);
const detailsParams = keyParams(M.detailsNotFound);
const pricingParams = keyParams(M.pricingNotFound);
const iconParams = z.object({ id: z.uuid({ error: M.iconNotFound }) });
const iconNameParams = z.object({
  name: z.string({ error: M.iconNotFound }).min(1, M.iconNotFound).max(200, M.iconNotFound),
});

const COURSE_TAGS = ['Courses'];
const ICON_TAGS = ['Course icons'];

export const courseRoutes: FastifyPluginAsyncZod<{
  courses: CoursesService;
  store: MediaStore;
}> = async (app, { courses, store }) => {
  await acceptMultipart(app);
  // A course form may come as multipart with its image (docs/courses.md), a bundle as its JSON
  // in the field `bundle` with the course image.
  const courseForm = uploadForm({
    schema: courseInput,
    files: { image: { area: 'course-images', field: 'image' } },
    store,
  });
  const bundleForm = uploadForm({
    json: { field: 'bundle', message: 'The field "bundle" must hold the course as JSON' },
    files: { image: { area: 'course-images', field: 'course.image' } },
    store,
  });

  // Courses (spec §7 generic endpoints) ----------------------------------------------------------
  app.get(
    '/admin/courses',
    { schema: { tags: COURSE_TAGS, response: { 200: courseListResponse } } },
    async () => ({ success: true as const, data: await courses.listCourses() }),
  );
  app.get(
    '/admin/courses/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: courseResponse } } },
    async (request) => ({
      success: true as const,
      data: await courses.getCourse(request.params.id),
    }),
  );
  app.post(
    '/admin/courses',
    {
      ...courseForm,
      schema: { tags: COURSE_TAGS, body: courseInput, response: { 201: courseResponse } },
    },
    async (request, reply) => {
      const data = await courses.createCourse(request.body);
      return reply.code(201).send({ success: true, message: M.courseCreated, data });
    },
  );
  app.put(
    '/admin/courses/:id',
    {
      ...courseForm,
      schema: {
        tags: COURSE_TAGS,
        params: courseParams,
        body: courseInput,
        response: { 200: courseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.courseUpdated,
      data: await courses.updateCourse(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/courses/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deleteCourse(request.params.id);
      return { success: true as const, message: M.courseDeleted };
    },
  );

  // Course details (found by `_id` or by the course's id) ------------------------------------------
  app.get(
    '/admin/course-details',
    { schema: { tags: COURSE_TAGS, response: { 200: courseDetailsListResponse } } },
    async () => ({ success: true as const, data: await courses.listDetails() }),
  );
  app.get(
    '/admin/course-details/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: detailsParams,
        response: { 200: courseDetailsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courses.getDetails(request.params.id),
    }),
  );
  app.post(
    '/admin/course-details',
    {
      schema: {
        tags: COURSE_TAGS,
        body: courseDetailsInput,
        response: { 201: courseDetailsResponse },
      },
    },
    async (request, reply) => {
      const { courseId, ...values } = request.body;
      const data = await courses.createDetails(courseId, values);
      return reply.code(201).send({ success: true, message: M.detailsCreated, data });
    },
  );
  app.put(
    '/admin/course-details/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: detailsParams,
        body: courseDetailsInput,
        response: { 200: courseDetailsResponse },
      },
    },
    async (request) => {
      const { courseId, ...values } = request.body;
      return {
        success: true as const,
        message: M.detailsUpdated,
        data: await courses.updateDetails(request.params.id, courseId, values),
      };
    },
  );
  app.delete(
    '/admin/course-details/:id',
    { schema: { tags: COURSE_TAGS, params: detailsParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deleteDetails(request.params.id);
      return { success: true as const, message: M.detailsDeleted };
    },
  );

  // Course pricing (found by `_id` or by `id`, the course's id) ------------------------------------
  app.get(
    '/admin/course-pricing',
    { schema: { tags: COURSE_TAGS, response: { 200: coursePricingListResponse } } },
    async () => ({ success: true as const, data: await courses.listPricing() }),
  );
  app.get(
    '/admin/course-pricing/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: pricingParams,
        response: { 200: coursePricingResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courses.getPricing(request.params.id),
    }),
  );
  app.post(
    '/admin/course-pricing',
    {
      schema: {
        tags: COURSE_TAGS,
        body: coursePricingInput,
        response: { 201: coursePricingResponse },
      },
    },
    async (request, reply) => {
      const { id, ...values } = request.body;
      const data = await courses.createPricing(id, values);
      return reply.code(201).send({ success: true, message: M.pricingCreated, data });
    },
  );
  app.put(
    '/admin/course-pricing/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: pricingParams,
        body: coursePricingInput,
        response: { 200: coursePricingResponse },
      },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return {
        success: true as const,
        message: M.pricingUpdated,
        data: await courses.updatePricing(request.params.id, id, values),
      };
    },
  );
  app.delete(
    '/admin/course-pricing/:id',
    { schema: { tags: COURSE_TAGS, params: pricingParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deletePricing(request.params.id);
      return { success: true as const, message: M.pricingDeleted };
    },
  );

  // The whole course, saved and deleted in one transaction ----------------------------------------
  app.get(
    '/admin/course-bundles/:id',
    {
      schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: courseBundleResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await courses.getBundle(request.params.id),
    }),
  );
  app.post(
    '/admin/course-bundles',
    {
      ...bundleForm,
      schema: {
        tags: COURSE_TAGS,
        body: courseBundleInput,
        response: { 201: courseBundleResponse },
      },
    },
    async (request, reply) => {
      const data = await courses.createBundle(request.body);
      return reply.code(201).send({ success: true, message: M.bundleSaved, data });
    },
  );
  app.put(
    '/admin/course-bundles/:id',
    {
      ...bundleForm,
      schema: {
        tags: COURSE_TAGS,
        params: courseParams,
        body: courseBundleInput,
        response: { 200: courseBundleResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.bundleSaved,
      data: await courses.updateBundle(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/course-bundles/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deleteBundle(request.params.id);
      return { success: true as const, message: M.bundleDeleted };
    },
  );

  // Course icons (admin) -------------------------------------------------------------------------
  app.get(
    '/admin/course-icons',
    { schema: { tags: ICON_TAGS, response: { 200: courseIconListResponse } } },
    async () => ({ success: true as const, data: await courses.listIcons() }),
  );
  app.get(
    '/admin/course-icons/:id',
    { schema: { tags: ICON_TAGS, params: iconParams, response: { 200: courseIconResponse } } },
    async (request) => ({
      success: true as const,
      data: await courses.getIcon(request.params.id),
    }),
  );
  app.post(
    '/admin/course-icons',
    { schema: { tags: ICON_TAGS, body: courseIconInput, response: { 201: courseIconResponse } } },
    async (request, reply) => {
      const data = await courses.createIcon(request.body);
      return reply.code(201).send({ success: true, message: M.iconCreated, data });
    },
  );
  app.put(
    '/admin/course-icons/:id',
    {
      schema: {
        tags: ICON_TAGS,
        params: iconParams,
        body: courseIconInput,
        response: { 200: courseIconResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.iconUpdated,
      data: await courses.updateIcon(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/course-icons/:id',
    { schema: { tags: ICON_TAGS, params: iconParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deleteIcon(request.params.id);
      return { success: true as const, message: M.iconDeleted };
    },
  );
};

/** GET /icons, /icons/all and /icons/{name}: public, the website draws course icons with them. */
export const iconRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (
  app,
  { courses },
) => {
  app.get(
    '/icons/all',
    {
      config: { public: true },
      schema: { tags: ICON_TAGS, security: [], response: { 200: courseIconListResponse } },
    },
    async () => ({ success: true as const, data: await courses.listIcons() }),
  );
  app.get(
    '/icons',
    {
      config: { public: true },
      schema: { tags: ICON_TAGS, security: [], response: { 200: iconMapResponse } },
    },
    async () => ({ success: true as const, data: await courses.iconMap() }),
  );
  app.get(
    '/icons/:name',
    {
      config: { public: true },
      schema: {
        tags: ICON_TAGS,
        security: [],
        params: iconNameParams,
        response: { 200: iconResponse },
      },
    },
    async (request) => {
      const icon = await courses.getIcon(normalizeIconName(request.params.name));
      return { success: true as const, data: { iconName: icon.iconName, iconPath: icon.iconPath } };
    },
  );
};
