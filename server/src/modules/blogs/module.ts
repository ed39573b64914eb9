import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { createDatabaseMediaStore } from '../../uploads/media-store.ts';
import type { AppModule } from '../module.ts';
import { blogRoutes } from './routes.ts';
import { createBlogsService } from './service.ts';

/** Blog posts: markdown, tags, an author, and up to two images (docs/blogs.md). */
export const blogsModule: AppModule = async (app, { db }) => {
  await app.register(blogRoutes, {
    prefix: API_BASE_PATH,
    blogs: createBlogsService(db),
    store: createDatabaseMediaStore(db),
  });
};
