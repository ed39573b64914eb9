import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-files.ts';

describe('the test files run again on PostgreSQL', () => {
  it('are those that reach the harness, directly or through a helper', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-database-files-'));
    afterAll(() => fs.rmSync(src, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
      fs.writeFileSync(path.join(src, name), text);
    };
    write('test/harness.ts', "import { other } from './other.ts';\n");
    write('test/other.ts', "import { helper } from './helper.ts';\n"); // a cycle back
    write('test/helper.ts', "import { useTestApp } from './harness.ts';\n");
    write('a/direct.test.ts', "import { useTestApp } from '../test/harness.ts';\n");
    write('a/b/helped.test.ts', "import { helper } from '../../test/helper.ts';\n");
    write('a/unit.test.ts', "import { describe } from 'vitest';\nimport { x } from './x.ts';\n");
    write('a/x.ts', 'export const x = 1;\n');
    expect(databaseTestFiles(src)).toEqual(['src/a/b/helped.test.ts', 'src/a/direct.test.ts']);
  });

  it('leave out pure units and the process tests, which start the embedded engine', () => {
    const files = databaseTestFiles(path.join(import.meta.dirname, '..'));
    expect(files).toContain('src/modules/courses/courses.test.ts');
    expect(files).toContain('src/modules/auth/sessions-instances.test.ts');
    expect(files).not.toContain('src/main.test.ts');
    expect(files).not.toContain('src/lib/passwords.test.ts');
    expect(files).not.toContain('src/test/database-files.test.ts');
  });
});
