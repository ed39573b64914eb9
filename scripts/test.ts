// Runs every test tier: contract, server and web tests (Vitest) on the embedded database, then —
// when TEST_DATABASE_URL is set — the server tests again on that PostgreSQL database, then the
// browser tests (Playwright in Debian's Chromium against the built app).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-test-'));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\n` +
        "Install Debian's package as root: apt-get install -y chromium",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], env) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], env) !== 0
  ) {
    console.error('Could not install the chromium package.');
    process.exit(1);
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
  };
}

function readCounts(read: (file: string) => Counts, file: string, status: number): Counts {
  try {
    return read(file);
  } catch {
    return { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  }
}

ensureChromium();

function runVitest(name: string, args: string[], env: NodeJS.ProcessEnv): [number, Counts] {
  const report = path.join(reports, `${name}.json`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  return [status, readCounts(vitestCounts, report, status)];
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const [embeddedStatus, embedded] = runVitest('embedded', [], { TEST_DATABASE_URL: '' });
if (postgresUrl) console.log('\nServer tests on PostgreSQL (TEST_DATABASE_URL):');
const [postgresStatus, postgres]: [number, Counts] = postgresUrl
  ? runVitest('postgres', ['--project', 'server'], { TEST_DATABASE_URL: postgresUrl })
  : [0, { passed: 0, failed: 0, skipped: 0 }];
const unitStatus = embeddedStatus || postgresStatus;
const unit: Counts = {
  passed: embedded.passed + postgres.passed,
  failed: embedded.failed + postgres.failed,
  skipped: embedded.skipped + postgres.skipped,
};

const buildStatus = run('npm', ['run', 'build']);
const e2eReport = path.join(reports, 'playwright.json');
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
      })
    : 1;
const e2e = readCounts(playwrightCounts, e2eReport, e2eStatus);
fs.rmSync(reports, { recursive: true, force: true });

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
const ok = unitStatus === 0 && buildStatus === 0 && e2eStatus === 0;
console.log(
  `\nunit, integration and component: ${embedded.passed} passed, ${embedded.failed} failed`,
);
if (postgresUrl) {
  console.log(`server on PostgreSQL: ${postgres.passed} passed, ${postgres.failed} failed`);
}
console.log(`browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(
  `tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`,
);
process.exit(ok ? 0 : 1);
