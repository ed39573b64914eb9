// The example site's typed client is generated from the server's public OpenAPI document
// (GET /api/public/openapi.json), built here from the server's own routes without starting it:
//   node examples/site/scripts/client.ts --write   writes src/api/openapi.json and schema.d.ts
//   node examples/site/scripts/client.ts --check   fails when they are not what the server makes
// (`npm run site:client` and `npm run check:site-client`; the second is part of `npm run check`).
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../../server/src/app.ts';
import { openDatabase } from '../../../server/src/db/open.ts';

const mode = process.argv[2];
if (mode !== '--write' && mode !== '--check') {
  process.stderr.write('Usage: node examples/site/scripts/client.ts --write | --check\n');
  process.exit(2);
}

const apiDir = path.resolve(import.meta.dirname, '..', 'src', 'api');
const HEADER =
  "// Generated from the server's public OpenAPI document by examples/site/scripts/client.ts:\n" +
  '// run `npm run site:client` after changing the public API. Do not edit.\n';

async function publicDocument(): Promise<string> {
  // An in-memory database: building the routes reads nothing from it.
  const database = await openDatabase({});
  try {
    const app = await buildApp({
      db: database.db,
      jwtSecret: 'x'.repeat(32),
      // No outbox sender: the database has no tables.
      outbox: { allowPrivate: false, deliver: false },
    });
    try {
      const response = await app.inject({ url: '/api/public/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
      return `${JSON.stringify(response.json(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const document = await publicDocument();
const types = HEADER + astToString(await openapiTS(JSON.parse(document)));
const files = { 'openapi.json': document, 'schema.d.ts': types };

if (mode === '--write') {
  fs.mkdirSync(apiDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(apiDir, name), content);
  }
  process.stdout.write(`Wrote ${Object.keys(files).join(' and ')} in ${apiDir}.\n`);
} else {
  const stale = Object.entries(files).filter(([name, content]) => {
    const file = path.join(apiDir, name);
    return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content;
  });
  if (stale.length > 0) {
    process.stderr.write(
      `The example site's client is out of date (${stale.map(([name]) => name).join(', ')}): run \`npm run site:client\` and commit examples/site/src/api/.\n`,
    );
    process.exit(1);
  }
  process.stdout.write("The example site's client matches the public API.\n");
}
