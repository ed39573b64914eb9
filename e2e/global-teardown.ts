import fs from 'node:fs';
import path from 'node:path';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const secret = process.env.E2E_SITE_SECRET_FILE;
  if (secret) fs.rmSync(path.dirname(secret), { recursive: true, force: true });
}
