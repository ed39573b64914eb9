import net from 'node:net';
import { uploadMessages } from '@coursedesk/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signedInAdmin, useTestApp } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { imageForm, type MultipartBody } from '../test/multipart.ts';
import { MIN_UPLOAD_RATE } from './multipart.ts';
import { UPLOADS_PER_ACCOUNT } from './upload-slots.ts';

// Uploads sent over a real connection, slowly: what a trickling sender does to the upload slots.

const server = useTestApp();
let port = 0;
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

const MENTOR_IMAGE = '/api/admin/upload/mentor-image';

/** An answer read from a raw connection: its status line and body. */
interface RawAnswer {
  status: number;
  body: string;
  afterMs: number;
}

/**
 * Sends the form's headers and then its body `bytesPerTick` at a time every `tickMs` (all at once
 * when 0), and resolves with the answer, whenever it comes.
 */
function trickle(
  form: MultipartBody,
  token: string,
  { bytesPerTick = 0, tickMs = 0 }: { bytesPerTick?: number; tickMs?: number } = {},
): { answer: Promise<RawAnswer>; socket: net.Socket } {
  const socket = net.connect(port, '127.0.0.1');
  const started = performance.now();
  const head = [
    `POST ${MENTOR_IMAGE} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${token}`,
    `Content-Type: ${form.headers['content-type']}`,
    `Content-Length: ${form.payload.length}`,
    '',
    '',
  ].join('\r\n');
  let timer: NodeJS.Timeout | undefined;
  socket.write(head);
  if (bytesPerTick === 0) socket.write(form.payload);
  else {
    let sent = 0;
    timer = setInterval(() => {
      if (sent >= form.payload.length || socket.destroyed) return clearInterval(timer);
      socket.write(form.payload.subarray(sent, sent + bytesPerTick));
      sent += bytesPerTick;
    }, tickMs);
  }
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const [headers, body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(headers ?? '')?.[1] ?? Number.NaN);
      if (body.length >= length) {
        clearInterval(timer);
        resolve({
          status: Number(text.slice(9, 12)),
          body,
          afterMs: performance.now() - started,
        });
      }
    });
    socket.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
  });
  return { answer, socket };
}

describe('upload limits', { timeout: 30_000 }, () => {
  const sockets: net.Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
  });

  it('stops an upload that trickles in below the minimum rate with 408', async () => {
    const { token } = await signedInAdmin(server.ctx);
    const form = imageForm(await pngImage({ width: 400, height: 300 }), 'slow.png', 'image/png');
    // 100 bytes every half second: 200 bytes/s, far below the minimum.
    const slow = trickle(form, token, { bytesPerTick: 100, tickMs: 500 });
    sockets.push(slow.socket);
    const answer = await slow.answer;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: uploadMessages.tooSlow,
    });
    expect(answer.afterMs).toBeGreaterThanOrEqual(MIN_UPLOAD_RATE.graceMs);
    expect(answer.afterMs).toBeLessThan(MIN_UPLOAD_RATE.graceMs + 3_000);
  });

  it("refuses an account's upload beyond its share at once, and others still upload", async () => {
    const [first, other] = [await signedInAdmin(server.ctx), await signedInAdmin(server.ctx)];
    const form = imageForm(await pngImage(), 'held.png', 'image/png');
    // The account's share is taken by uploads that have not finished sending.
    for (let i = 0; i < UPLOADS_PER_ACCOUNT; i += 1) {
      sockets.push(trickle(form, first.token, { bytesPerTick: 50, tickMs: 1_000 }).socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const upload = (session: { token: string }) =>
      authed(server, session).inject({
        method: 'POST',
        url: MENTOR_IMAGE,
        headers: form.headers,
        payload: form.payload,
      });
    const refused = await upload(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(uploadMessages.tooManyAtOnce);

    const started = performance.now();
    const accepted = await upload(other);
    expect(accepted.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
