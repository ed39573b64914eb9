import {
  BLOG_AVATAR_FIELD,
  BLOG_IMAGE_FIELD,
  blogListQuery,
  blogPostInput,
  blogPostListResponse,
  blogPostResponse,
  blogStatsResponse,
  blogMessages as M,
} from '@coursedesk/contract/blogs';
import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../uploads/media-store.ts';
import { acceptMultipart } from '../../uploads/multipart.ts';
import { uploadForm } from '../../uploads/upload-body.ts';
import type { BlogsService } from './service.ts';

const params = z.object({
  id: z.string({ error: M.notFound }).min(1, M.notFound).max(200, M.notFound),
});
const TAGS = ['Blog posts'];

/** GET/POST /admin/blogs and GET/PUT/DELETE /admin/blogs/{id} (docs/blogs.md). */
export const blogRoutes: FastifyPluginAsyncZod<{ blogs: BlogsService; store: MediaStore }> = async (
  app,
  { blogs, store },
) => {
  await acceptMultipart(app, { files: 2 });
  // A post may come as the multipart fields of docs/blogs.md: `author[name]`, `tags[0]`…, the
  // post's image in `image` and the author's in `avatarImage`.
  const postForm = uploadForm({
    schema: blogPostInput,
    files: {
      [BLOG_IMAGE_FIELD]: { area: 'blogs', field: 'image' },
      [BLOG_AVATAR_FIELD]: { area: 'blogs', field: 'author.avatar' },
    },
    store,
  });

  app.get(
    '/admin/blogs',
    { schema: { tags: TAGS, querystring: blogListQuery, response: { 200: blogPostListResponse } } },
    async (request) => pagedAnswer(await blogs.listBlogPosts(request.query)),
  );
  app.get(
    '/admin/blogs/stats',
    { schema: { tags: TAGS, response: { 200: blogStatsResponse } } },
    async () => ({ success: true as const, data: await blogs.stats() }),
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
      ...postForm,
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
      ...postForm,
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
