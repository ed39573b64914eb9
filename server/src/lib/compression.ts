import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves little and costs a header. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses (the API's JSON above all) for clients that ask for it, with brotli or
 * gzip at moderate levels that cost little CPU per request. The built web app's assets come
 * compressed already (written at build time) and pass through untouched. Compressed request
 * bodies are not accepted: a small body that inflates to a large one would only be a way round
 * the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
