// Runs every test tier, one after another: contract, server, web and example-site tests (Vitest) on the
// embedded database, then — when TEST_DATABASE_URL is set — the server tests again on that
// PostgreSQL database, then the production build and the browser tests (Playwright in Debian's
// Chromium against it). Each tier keeps most of both cores of the CI machine busy (Vitest with
// a worker per core, the browser tests with the browser, the server and the runner): run side
// by side they took as long in all, and timed tests ran out of time. Each line of output is
// marked with its tier, and each tier's time is printed as it ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-test-'));

function runNow(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** Runs a command with each line of its output marked with `lane`; resolves to its exit status. */
function run(
  lane: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const mark = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    readline
      .createInterface({ input: stream })
      .on('line', (line) => out.write(`[${lane}] ${line}\n`));
  mark(child.stdout, process.stdout);
  mark(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      console.log(
        `[${lane}] ${command} ${args.slice(0, 2).join(' ')}: exit ${code}, ${minutes} min`,
      );
      resolve(code ?? 1);
    });
  });
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
    runNow('apt-get', ['update', '-qq'], env) !== 0 ||
    runNow('apt-get', ['install', '-y', '-qq', 'chromium'], env) !== 0
  ) {
    console.error('Could not install the chromium package.');
    process.exit(1);
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, as `file › test`, so the end of a long log names it. */
  failures: string[];
}

interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults?: { status: string; fullName: string }[];
}

/** A report's message as one line of the summary, without the terminal's colour codes. */
function firstLine(message: string): string {
  return stripVTControlCharacters(message).split('\n')[0] ?? '';
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = (report.testResults as VitestFile[]).flatMap((result) => {
    const where = path.relative(root, result.name);
    const tests = (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    return tests.length > 0 || result.status !== 'failed'
      ? tests
      : [`${where}: ${firstLine(result.message ?? 'failed')}`];
  });
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean; file: string; line: number }[];
  suites?: PlaywrightSuite[];
}

/** The failed specs under a file's suite, each with its describes' titles. */
function playwrightFailures(suite: PlaywrightSuite, describes: string[]): string[] {
  const failed = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => [`e2e/tests/${spec.file}:${spec.line}`, ...describes, spec.title].join(' › '));
  return [
    ...failed,
    ...(suite.suites ?? []).flatMap((child) =>
      playwrightFailures(child, [...describes, child.title]),
    ),
  ];
}

function playwrightCounts(file: string): Counts {
  const { stats, suites, errors } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
    failures: [
      ...((suites ?? []) as PlaywrightSuite[]).flatMap((suite) => playwrightFailures(suite, [])),
      // Errors outside any spec: the server did not start, a global hook threw.
      ...((errors ?? []) as { message?: string }[]).map((error) =>
        firstLine(error.message ?? 'error'),
      ),
    ],
  };
}

/**
 * A tier's counts from its report. A run that failed without naming a failed test or an error
 * (no report, or an error the report leaves out) is named by its exit status and `unnamed`, which
 * points to where the log above says more.
 */
function readCounts(
  read: (file: string) => Counts,
  file: string,
  status: number,
  unnamed: string,
): Counts {
  let counts: Counts;
  try {
    counts = read(file);
  } catch {
    // No report: the runner itself failed, and counts as one failure.
    counts = { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0, failures: [] };
  }
  if (status !== 0 && counts.failures.length === 0) {
    counts.failures.push(`exit ${status} ${unnamed}`);
  }
  return counts;
}

ensureChromium();

async function runVitest(
  lane: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<[number, Counts]> {
  const report = path.join(reports, `${lane}.json`);
  const status = await run(
    lane,
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
  // Vitest also fails a run on an error thrown outside any test, which its report leaves out.
  const unnamed = `with no failed test named: see the [${lane}] lines above ("Unhandled Errors")`;
  return [status, readCounts(vitestCounts, report, status, unnamed)];
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const none: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };

async function vitestTiers(): Promise<[number, Counts, Counts]> {
  const [embeddedStatus, embedded] = await runVitest('embedded', [], { TEST_DATABASE_URL: '' });
  const [postgresStatus, postgres]: [number, Counts] = postgresUrl
    ? await runVitest('postgres', ['--project', 'server'], { TEST_DATABASE_URL: postgresUrl })
    : [0, none];
  return [embeddedStatus || postgresStatus, embedded, postgres];
}

async function browserTier(): Promise<[number, Counts]> {
  const buildStatus = await run('browser', 'npm', ['run', 'build']);
  if (buildStatus !== 0) {
    return [buildStatus, { ...none, failed: 1, failures: ['npm run build'] }];
  }
  const report = path.join(reports, 'playwright.json');
  const status = await run(
    'browser',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    },
  );
  const unnamed = 'with no failed spec named: see the [browser] lines above';
  return [status, readCounts(playwrightCounts, report, status, unnamed)];
}

const [unitStatus, embedded, postgres] = await vitestTiers();
const [e2eStatus, e2e] = await browserTier();
fs.rmSync(reports, { recursive: true, force: true });

const unit = {
  passed: embedded.passed + postgres.passed,
  failed: embedded.failed + postgres.failed,
  skipped: embedded.skipped + postgres.skipped,
};
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
const ok = unitStatus === 0 && e2eStatus === 0;
console.log(
  `\nunit, integration and component: ${embedded.passed} passed, ${embedded.failed} failed`,
);
if (postgresUrl) {
  console.log(`server on PostgreSQL: ${postgres.passed} passed, ${postgres.failed} failed`);
}
console.log(`browser: ${e2e.passed} passed, ${e2e.failed} failed`);
const failures = [
  ...embedded.failures.map((name) => `embedded: ${name}`),
  ...postgres.failures.map((name) => `postgres: ${name}`),
  ...e2e.failures.map((name) => `browser: ${name}`),
];
if (failures.length > 0) console.log(`failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(
  `tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`,
);
process.exit(ok ? 0 : 1);
