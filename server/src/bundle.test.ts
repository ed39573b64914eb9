import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.ts';
import { serverRoot } from './paths.ts';
import { pngImage } from './test/images.ts';
import { cleanUpServers, startServer, tempDataDir, waitForUrl } from './test/server-process.ts';

// The production bundle (`npm start` runs server/dist/main.mjs): what it loads at start, and that
// what it loads later (the embedded engine, sharp) still works from it. The test builds it into a
// folder of its own beside server/dist, so that a server running from server/dist (`npm start`,
// the browser tests) keeps its files.

const distFolder = fs.mkdtempSync(path.join(serverRoot, '.bundle-test-'));
const serverBundleFile = path.join(distFolder, 'main.mjs');

beforeAll(() => buildServer(distFolder), 60_000);
afterAll(() => {
  cleanUpServers();
  fs.rmSync(distFolder, { recursive: true, force: true });
});

/** The packages a bundle file imports statically, with those of the chunks it imports so. */
function packagesLoadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  // Static imports only: `import ... from "x"` or `import "x"`, never `import("x")`.
  for (const match of source.matchAll(/\bimport\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+)["']/g)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('./')) {
      for (const name of packagesLoadedAtStart(path.join(distFolder, specifier), seen)) {
        packages.add(name);
      }
    } else {
      packages.add(specifier);
    }
  }
  return packages;
}

describe('the server bundle', () => {
  it('loads neither the embedded engine nor sharp until they are needed', () => {
    const atStart = packagesLoadedAtStart(serverBundleFile);
    expect(atStart).toContain('@node-rs/argon2');
    expect(atStart).not.toContain('@electric-sql/pglite');
    expect(atStart).not.toContain('sharp');
    // They are in the bundle's other files, imported when first needed.
    const all = fs
      .readdirSync(distFolder)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => fs.readFileSync(path.join(distFolder, name), 'utf8'))
      .join('\n');
    expect(all).toContain('"@electric-sql/pglite"');
    expect(all).toContain('import("sharp")');
  });

  it('holds its source in ASCII, which V8 keeps at one byte per character', () => {
    for (const name of fs.readdirSync(distFolder).filter((n) => n.endsWith('.mjs'))) {
      const source = fs.readFileSync(path.join(distFolder, name));
      expect(source.every((byte) => byte < 0x80)).toBe(true);
    }
  });

  it('runs on the embedded engine, serves the OpenAPI document and takes an upload', async () => {
    const admin = { email: 'bundle-admin@example.com', password: 'bundle-password-1' };
    const server = startServer(
      {
        DATA_DIR: tempDataDir(),
        DEMO_DATA: 'false',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      serverBundleFile,
    );
    const url = await waitForUrl(server);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    // Generated on its first request.
    const openapi = await fetch(`${url}/api/openapi.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const form = new FormData();
    form.append('image', new Blob([await pngImage()], { type: 'image/png' }), 'a.png');
    const upload = await fetch(`${url}/api/admin/upload/mentor-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { filename: string }).filename).toMatch(/\.png$/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
