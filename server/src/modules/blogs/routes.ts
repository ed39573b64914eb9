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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCreateRoute, addListRoute, addRecordRoutes } from '../../lib/record-routes.ts';
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

  addListRoute(app, {
    path: '/admin/blogs',
    tags: TAGS,
    querystring: blogListQuery,
    response: blogPostListResponse,
    list: (query) => blogs.listBlogPosts(query),
  });
  app.get(
    '/admin/blogs/stats',
    { schema: { tags: TAGS, response: { 200: blogStatsResponse } } },
    async () => ({ success: true as const, data: await blogs.stats() }),
  );
  addCreateRoute(app, {
    path: '/admin/blogs',
    tags: TAGS,
    body: blogPostInput,
    response: blogPostResponse,
    message: M.created,
    create: (body) => blogs.createBlogPost(body),
    options: postForm,
  });
  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/blogs/:id',
    tags: TAGS,
    params,
    response: blogPostResponse,
    get: ({ id }) => blogs.getBlogPost(id),
    update: {
      body: blogPostInput,
      message: M.updated,
      save: ({ id }, body, ifMatch) => blogs.updateBlogPost(id, body, ifMatch),
      options: postForm,
    },
    remove: { message: M.deleted, delete: ({ id }, ifMatch) => blogs.deleteBlogPost(id, ifMatch) },
  });
};
