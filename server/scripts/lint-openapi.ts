// npm run check:openapi: builds the server's two OpenAPI documents from its own routes (the whole
// API at /api/openapi.json, the website's part at /api/public/openapi.json) without starting it,
// writes them to a temporary directory and lints both with Redocly's recommended rules
// (redocly.yaml). Fails on any error. Part of `npm run check`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/open.ts';
import { repoRoot } from './bench-support.ts';

/** The server's address in the documents' `servers`, as PUBLIC_URL gives it. */
const PUBLIC_URL = 'https://api.coursedesk.test';

async function documents(): Promise<Record<string, unknown>> {
  // An in-memory database: building the routes reads nothing from it.
  const database = await openDatabase({});
  try {
    const app = await buildApp({
      db: database.db,
      jwtSecret: 'x'.repeat(32),
      publicUrl: PUBLIC_URL,
      // No outbox sender: the database has no tables.
      outbox: { allowPrivate: false, deliver: false },
    });
    try {
      await app.ready();
      const publicAnswer = await app.inject({ url: '/api/public/openapi.json' });
      if (publicAnswer.statusCode !== 200) throw new Error(`public: ${publicAnswer.statusCode}`);
      return { 'admin-openapi.json': app.swagger(), 'public-openapi.json': publicAnswer.json() };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-openapi-'));
try {
  const files = Object.entries(await documents()).map(([name, document]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    return file;
  });
  const result = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'redocly'),
    ['lint', '--config', path.join(repoRoot, 'redocly.yaml'), ...files],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
