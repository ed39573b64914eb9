import {
  BLOG_AVATAR_FIELD,
  BLOG_IMAGE_FIELD,
  blogPostInput,
  blogPostListResponse,
  blogPostResponse,
  blogMessages as M,
} from '@coursedesk/contract/blogs';
import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createDatabaseMediaStore, type MediaStore } from '../../uploads/media-store.ts';
import { acceptMultipart, readImageForm } from '../../uploads/multipart.ts';
import { storeUploadedImage } from '../../uploads/store-upload.ts';
import { withUploadSlot } from '../../uploads/upload-slots.ts';
import { blogFormBody } from './form-body.ts';
import { type BlogsService, createBlogsService } from './service.ts';

const params = z.object({
  id: z.string({ error: M.notFound }).min(1, M.notFound).max(200, M.notFound),
});
const TAGS = ['Blog posts'];

/** The blog module: spec §7's blog endpoints under /api/admin/blogs. */
export const blogsModule: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(blogRoutes, {
    prefix: API_BASE_PATH,
    blogs: createBlogsService(db),
    store: createDatabaseMediaStore(db),
  });
};

/**
 * A post sent as multipart (spec §7): the text fields become the JSON body the schema checks,
 * the `image` and `avatarImage` files are stored in the blogs area and named in `image` and
 * `author.avatar`.
 */
async function readBlogForm(request: FastifyRequest, store: MediaStore): Promise<unknown> {
  return withUploadSlot(async () => {
    const { fields, files } = await readImageForm(request, {
      fileFields: [BLOG_IMAGE_FIELD, BLOG_AVATAR_FIELD],
    });
    const image = files[BLOG_IMAGE_FIELD];
    const avatar = files[BLOG_AVATAR_FIELD];
    return blogFormBody(fields, {
      image: image ? await storeUploadedImage(store, 'blogs', image) : undefined,
      avatar: avatar ? await storeUploadedImage(store, 'blogs', avatar) : undefined,
    });
  });
}

const blogRoutes: FastifyPluginAsyncZod<{ blogs: BlogsService; store: MediaStore }> = async (
  app,
  { blogs, store },
) => {
  await acceptMultipart(app, { files: 2 });
  // After acceptMultipart's own hook: only routes that opt in get here with a multipart body.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readBlogForm(request, store);
  });

  app.get(
    '/admin/blogs',
    { schema: { tags: TAGS, response: { 200: blogPostListResponse } } },
    async () => ({ success: true as const, data: await blogs.listBlogPosts() }),
  );
  app.get(
    '/admin/blogs/:id',
    { schema: { tags: TAGS, params, response: { 200: blogPostResponse } } },
    async (request) => ({
      success: true as const,
      data: await blogs.getBlogPost(request.params.id),
    }),
  );
  app.post(
    '/admin/blogs',
    {
      config: { multipart: true },
      schema: { tags: TAGS, body: blogPostInput, response: { 201: blogPostResponse } },
    },
    async (request, reply) => {
      const data = await blogs.createBlogPost(request.body);
      return reply.code(201).send({ success: true, message: M.created, data });
    },
  );
  app.put(
    '/admin/blogs/:id',
    {
      config: { multipart: true },
      schema: { tags: TAGS, params, body: blogPostInput, response: { 200: blogPostResponse } },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await blogs.updateBlogPost(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/blogs/:id',
    { schema: { tags: TAGS, params, response: { 200: messageOnly } } },
    async (request) => {
      await blogs.deleteBlogPost(request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
