import fs from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH } from '@coursedesk/contract/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Built assets carry a content hash in their names, so a given URL never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files may change with any release: the browser revalidates each use. */
export const REVALIDATE_CACHE = 'no-cache';

const precompressedSuffix = /\.(?:br|gz)$/;

/**
 * Serves the built React app, and its index page for any other GET so client routes work.
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each text file; the copy
 * the client accepts is sent with its Content-Encoding, and every answer varies on
 * Accept-Encoding.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | undefined,
): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && webDir) {
    const assetsDir = `${path.sep}assets${path.sep}`;
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are an implementation detail, not addresses of their own.
      allowedPath: (pathName) => !precompressedSuffix.test(pathName),
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_BASE_PATH);
    if (!wantsPage) throw new AppError('NOT_FOUND', 'Not found');
    return reply.type('text/html').header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
  });
}
