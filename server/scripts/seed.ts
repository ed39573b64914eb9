// npm run seed -- --customers N --payments M --inquiries K
// Adds volume data to the configured database, for trying the panel and its queries at scale.
// First: what it writes (the database, a backup) is private to its owner.
import '../src/private-files-first.ts';
import { parseSeedArgs, SEED_USAGE, UsageError } from '../src/demo/seed-args.ts';
import { seedVolume, type VolumeProgress } from '../src/demo/volume.ts';
import { openConfiguredDatabase, reportFailure } from './configured-database.ts';

const count = (value: number): string => value.toLocaleString('en-GB');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  let args: ReturnType<typeof parseSeedArgs>;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${SEED_USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${SEED_USAGE}\n`);
    return;
  }
  const { counts } = args;
  if (counts.customers + counts.payments + counts.inquiries === 0) {
    process.stdout.write(`Nothing to add.\n\n${SEED_USAGE}\n`);
    return;
  }

  const database = await openConfiguredDatabase();
  try {
    process.stdout.write(
      `Adding ${count(counts.customers)} customers, ${count(counts.payments)} payments and ` +
        `${count(counts.inquiries)} inquiries to the ${database.description}\n`,
    );
    const started = performance.now();
    let stepStarted = started;
    let lastTenth = 0;
    const onProgress = ({ step, done, total }: VolumeProgress) => {
      // A line per tenth of a step, and always the last one.
      const tenth = Math.floor((done / total) * 10);
      if (done < total && tenth === lastTenth) return;
      lastTenth = done === total ? 0 : tenth;
      const at = performance.now();
      const rate = Math.round(done / ((at - stepStarted) / 1000));
      process.stdout.write(
        `  ${step.padEnd(9)} ${count(done).padStart(9)} / ${count(total)}  ` +
          `(${Math.floor((done / total) * 100)}%, ${count(rate)} rows/s)\n`,
      );
      if (done === total) stepStarted = at;
    };
    const result = await seedVolume(database.db, counts, { onProgress });
    if (result.coursesCreated > 0) {
      process.stdout.write(`  (created ${result.coursesCreated} courses to sell first)\n`);
    }
    process.stdout.write(
      `Added ${count(result.customers)} customers, ${count(result.payments)} payments and ` +
        `${count(result.inquiries)} inquiries in ${seconds(performance.now() - started)} ` +
        `(${database.engine}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => reportFailure('Seeding', error));
