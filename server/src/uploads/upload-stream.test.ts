import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../test/images.ts';
import {
  cleanUpServers,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForUrl,
} from '../test/server-process.ts';

// Over real connections, since only they show how much of a request the server reads: an
// oversized upload is answered as soon as it passes the limit, not after it has been received.

const ADMIN = { email: 'uploads-admin@coursedesk.local', password: 'a-long-enough-password' };
/** A client gives up sending here; the server must have answered long before. */
const GIVE_UP_BYTES = 512 * 1024 * 1024;
const BOUNDARY = 'coursedesk-stream-test';

let server: ServerProcess;
let url: string;
let token: string;

beforeAll(async () => {
  server = startServer({
    DATA_DIR: tempDataDir(),
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // A loaded machine can take a while to start a server.
  url = await waitForUrl(server, 110_000);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const answer = await login.text();
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${answer}`);
  token = (JSON.parse(answer) as { data: { token: string } }).data.token;
}, 120_000);
afterAll(cleanUpServers);

const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.jpg"\r\n` +
  'Content-Type: image/jpeg\r\n\r\n';

/**
 * Sends `prelude`, then bytes without end, until the server answers (or GIVE_UP_BYTES). Answers
 * the status, the body and how many bytes had been handed to the socket by then.
 */
function endlessUpload(
  prelude: Buffer | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      `${url}/api/admin/upload/mentor-image`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...headers,
        },
      },
      (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
      },
    );
    // Once answered, the server closes the connection under the writes still going out.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(prelude);
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    // One chunk per turn of the event loop, so the answer is read as soon as it arrives, as a
    // browser would, rather than after a burst of writes the server has stopped reading.
    const pump = () => {
      if (answered || request.destroyed || sent >= GIVE_UP_BYTES) return void request.end();
      sent += chunk.length;
      if (request.write(chunk)) setImmediate(pump);
      else request.once('drain', pump);
    };
    pump();
  });
}

describe('an oversized upload over a real connection', () => {
  it('is answered 413 as soon as the image passes 5 MB, without reading the rest', async () => {
    const result = await endlessUpload(filePart('image'), { 'transfer-encoding': 'chunked' });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ message: 'Image must be at most 5 MB' });
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('is answered 413 from its stated length before the body is read', async () => {
    const result = await endlessUpload(filePart('image'), {
      'content-length': String(2 * 1024 * 1024 * 1024),
    });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('is answered 400 when a second file follows the image, without reading that file', async () => {
    const png = await pngImage({ width: 10, height: 10 });
    const prelude = Buffer.concat([
      Buffer.from(filePart('image')),
      png,
      Buffer.from('\r\n'),
      Buffer.from(filePart('image')),
    ]);
    const result = await endlessUpload(prelude, { 'transfer-encoding': 'chunked' });
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ message: 'Send one image only' });
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('keeps serving after refusing them', async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});
