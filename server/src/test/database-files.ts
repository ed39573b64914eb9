import fs from 'node:fs';
import path from 'node:path';

/**
 * The test files that reach the test database: those that import `test/harness.ts`, directly
 * or through another module (the factories, the two-instance helpers). Only the harness reads
 * TEST_DATABASE_URL, so these are the files whose outcome can differ between the engines; the
 * others (pure units, and the process tests that always start the embedded engine) run once,
 * on the embedded tier.
 */
export function databaseTestFiles(srcDir: string): string[] {
  const harness = path.join(srcDir, 'test', 'harness.ts');
  const reaches = new Map<string, boolean>();
  // Import and export statements at the start of a line: not the same words inside a string.
  const importPattern = /^(?:import|export)\b[^;]*?from\s*'(\.{1,2}\/[^']+\.ts)'/gm;

  function reachesHarness(file: string): boolean {
    if (file === harness) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // a cycle does not reach it through itself
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(importPattern)) {
      const target = path.resolve(path.dirname(file), specifier as string);
      if (fs.existsSync(target) && reachesHarness(target)) {
        reaches.set(file, true);
        return true;
      }
    }
    return false;
  }

  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => reachesHarness(path.join(srcDir, name)))
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .sort();
}
