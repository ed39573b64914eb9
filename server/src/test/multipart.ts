import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

// `multipart/form-data` requests for tests: the body written by hand so tests control every
// part, the parts built from a record of fields, and the request sent through `inject`.

export interface FormPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A `multipart/form-data` body, written by hand so tests control every part. */
export function multipartForm(parts: FormPart[]): MultipartBody {
  const boundary = `----coursedesk-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One text part per field, in the record's order, each value as text; undefined is left out. */
export function fieldParts(fields: Record<string, unknown>): FormPart[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, data: String(value) }));
}

/** A file part, as a browser sends a chosen file: a PNG unless told. */
export function filePart(
  name: string,
  data: Buffer | string,
  filename = 'image.png',
  contentType = 'image/png',
): FormPart {
  return { name, filename, contentType, data };
}

/** A form with one image part, as a browser sends it. */
export function imageForm(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return multipartForm([filePart('image', data, filename, contentType)]);
}

/** Something that sends requests to the app: the app itself, or `authed(...)`. */
interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * Sends a form (its parts, or a body already built) to `url`; `headers` (a session's, say) go
 * with the form's own content type.
 */
export function sendForm(
  requests: Injector,
  method: 'POST' | 'PUT',
  url: string,
  form: FormPart[] | MultipartBody,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = Array.isArray(form) ? multipartForm(form) : form;
  return requests.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
