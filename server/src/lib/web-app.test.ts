import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
let webDir: string;
const indexHtml = `<!doctype html><title>Coursedesk</title>${'<!-- page -->'.repeat(20)}`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built app as the web build leaves it: each text file with a brotli and a gzip copy. */
function writeBuilt(relative: string, content: string, precompressed = true) {
  const file = path.join(webDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (!precompressed) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-web-'));
  writeBuilt('index.html', indexHtml);
  writeBuilt('assets/index-abc123.js', script);
  writeBuilt('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  ctx = await createTestApp({ webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    url,
    headers:
      acceptEncoding === undefined ? headers : { 'accept-encoding': acceptEncoding, ...headers },
  });
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for good', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decode('br', response.rawPayload)).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', response.rawPayload)).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('does not serve the compressed copies under addresses of their own', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      // The unknown path gets the app page, as any client route does, never the raw copy.
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('lets the browser revalidate files without a content hash', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the app page', () => {
  it('is compressed and never cached, at any client route and at its own address', async () => {
    for (const url of ['/', '/dashboard', '/faqs', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode('br', response.rawPayload), url).toBe(indexHtml);
    }
  });

  it('is sent uncompressed to a client that does not ask for compression', async () => {
    const response = await get('/users');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(indexHtml);
  });
});

describe('API responses', () => {
  it('compresses JSON above the threshold when the client asks', async () => {
    const { headers } = await signedInAdmin(ctx);
    const plain = await get('/api/openapi.json', undefined, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/openapi.json', encoding, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('does not inflate compressed request bodies', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
