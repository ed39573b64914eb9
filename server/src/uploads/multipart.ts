import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@coursedesk/contract/uploads';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only routes that set this accept `multipart/form-data` (see `acceptMultipart`). */
    multipart?: boolean;
  }
}

/** Text fields of a form, together at most this many bytes (as JSON bodies are). */
export const MAX_FORM_FIELDS_BYTES = 1024 * 1024;
const MAX_FORM_FIELDS = 100;

/**
 * When a refusal comes before the request's end (an oversized image, a second file, no token),
 * the rest is read and thrown away for at most this long or this much, so that the client, still
 * sending, gets to read the answer; then the connection is closed. An oversized upload is never
 * read to its end.
 */
const LINGER_MS = 2000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * An upload that, past the grace period, has arrived slower than this on average is stopped with
 * 408: a sender trickling bytes would otherwise hold an upload slot for as long as it likes.
 */
export const MIN_UPLOAD_RATE = { graceMs: 5_000, bytesPerSecond: 8 * 1024 } as const;
const RATE_CHECK_MS = 500;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
const formTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.formTooLarge);
const badForm = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Lets the routes of the calling plugin that set `config: { multipart: true }` receive
 * `multipart/form-data` (read with `readUploadBody`, upload-body.ts). Other routes, here and
 * elsewhere, keep refusing it with 415, and JSON bodies keep working on every route.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  { files = 1 }: { files?: number } = {},
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      // `files` images; one more file part is read only far enough to refuse it with a clear 400.
      files: files + 1,
      fields: MAX_FORM_FIELDS,
      parts: MAX_FORM_FIELDS + files + 1,
      fieldSize: MAX_FORM_FIELDS_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.multipart) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    }
  });
  app.addHook('onResponse', async (request) => closeAfterLinger(request.raw));
}

/** See LINGER_MS. A request read to its end keeps its connection. */
function closeAfterLinger(request: IncomingMessage): void {
  if (request.complete) return;
  const socket = request.socket as Socket | undefined;
  if (typeof socket?.destroy !== 'function') return;
  let drained = 0;
  let closing = false;
  // A half-close first: the answer and a FIN go out, and what still arrives is read and thrown
  // away for a last LINGER_MS. Destroying a socket with unread input sends a reset, which can
  // make the client's system discard the answer before the client has read it.
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(timer);
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  const timer = setTimeout(close, LINGER_MS);
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) close();
  });
  request.once('end', () => clearTimeout(timer));
  request.resume();
}

export interface Form {
  /** The text parts, by name. */
  fields: Record<string, string>;
  /** The bytes of each file part sent, by field; each at most MAX_UPLOAD_BYTES. */
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form of text fields and files, each file in one of `fileFields` and at most
 * once (the plugin's `acceptMultipart` must allow as many files). Refuses with 413 a file over
 * MAX_UPLOAD_BYTES (as soon as the limit is passed, or at once when the stated length says so),
 * and with 400 an empty file, a file in another field, a second file in a field, a field given
 * twice or a malformed body. The client's file names and content types are ignored. Routes read
 * forms through `readUploadBody` (upload-body.ts), which stores the files it returns.
 */
export async function readForm(
  request: FastifyRequest,
  { fileFields }: { fileFields: readonly string[] },
): Promise<Form> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.notMultipart);
  }
  const stated = Number(request.headers['content-length']);
  if (stated > MAX_UPLOAD_BYTES * fileFields.length + MAX_FORM_FIELDS_BYTES) throw tooLarge();

  const fields: Record<string, string> = {};
  let fieldBytes = 0;
  const files: Record<string, Buffer> = {};
  const watch = watchTransferRate(request.raw);
  const read = async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          throw badForm(
            fileFields.length === 1
              ? uploadMessages.wrongField
              : `Send images only in the fields ${fileFields.map((f) => `"${f}"`).join(', ')}`,
          );
        }
        if (Object.hasOwn(files, part.fieldname)) {
          throw badForm(
            fileFields.length === 1
              ? uploadMessages.tooManyFiles
              : `The field "${part.fieldname}" is given more than once`,
          );
        }
        const bytes = await readFile(part.file);
        if (bytes.length === 0) throw badForm(uploadMessages.empty);
        files[part.fieldname] = bytes;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw formTooLarge();
      if (typeof part.value !== 'string') throw badForm('Form fields must be plain text');
      if (Object.hasOwn(fields, part.fieldname)) {
        throw badForm(`The field "${part.fieldname}" is given more than once`);
      }
      fieldBytes += Buffer.byteLength(part.value);
      if (fieldBytes > MAX_FORM_FIELDS_BYTES) throw formTooLarge();
      fields[part.fieldname] = part.value;
    }
  };
  const reading = read();
  // A read left behind by a slow sender ends with the connection: its error is not news.
  reading.catch(() => {});
  try {
    await Promise.race([reading, watch.tooSlow]);
  } catch (error) {
    throw asFormError(error);
  } finally {
    watch.stop();
  }
  return { fields, files };
}

/**
 * Rejects with 408 once the request's body, past MIN_UPLOAD_RATE's grace period, has arrived
 * slower than its rate on average, counted in the bytes its socket has read. A request without a
 * real socket (an injected one in tests) is never too slow.
 */
function watchTransferRate(request: IncomingMessage): {
  tooSlow: Promise<never>;
  stop(): void;
} {
  const socket = request.socket as Socket | undefined;
  const bytesRead = () => socket?.bytesRead;
  const startBytes = bytesRead();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    if (typeof startBytes !== 'number') return;
    const started = performance.now();
    timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed < MIN_UPLOAD_RATE.graceMs || request.complete) return;
      const received = (bytesRead() ?? startBytes) - startBytes;
      if (received / (elapsed / 1000) < MIN_UPLOAD_RATE.bytesPerSecond) {
        reject(new AppError('REQUEST_TIMEOUT', uploadMessages.tooSlow));
      }
    }, RATE_CHECK_MS);
    timer.unref();
  });
  return { tooSlow, stop: () => clearInterval(timer) };
}

/**
 * The whole file, or 413 the moment it passes the limit. Busboy would skip the rest of an oversized
 * file but keep reading the request to its end; destroying the file stream stops the parser and
 * the request is no longer read.
 */
async function readFile(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  file.once('limit', () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/** The parser's own errors, in the API's words. */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badForm(uploadMessages.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return formTooLarge();
  // Busboy's own (boundary missing, part cut short, bad header), a prototype-named field, a
  // field declared JSON that is not, a connection closed mid-body: all the body's fault.
  if (error instanceof Error) return badForm(uploadMessages.malformed);
  return error;
}
