// First: whatever this process and its children create is private to its owner.
import './private-files-first.ts';
// Then: an older Node is refused with a message that says how to start the server.
import './node-version-first.ts';
// Then: it may restart the process with the server's Node settings (lib/node-settings.ts).
import './node-settings-first.ts';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseUnreachableError, openDatabase } from './db/open.ts';
import { describeDemoDataOutcome, loadDemoDataOnStart } from './demo/bootstrap.ts';
import { hasMigrationHistory } from './demo/repository.ts';
import {
  DataDirLockedError,
  loadOrCreateSecret,
  lockDataDir,
  SECRET_FILES,
} from './lib/data-dir.ts';
import { collectGarbageNow } from './lib/node-settings.ts';
import { describeStartupError } from './lib/startup-error.ts';
import { startMetricsServer } from './metrics/server.ts';
import { sealClearTotpSecrets } from './modules/auth/totp-storage.ts';
import { ensureAdmin } from './modules/users/bootstrap.ts';
import { usersFacade } from './modules/users/facade.ts';
import { webDistFolder as webDir } from './paths.ts';
import { DataDirExposedError, describeMadePrivate, makeDataDirPrivate } from './private-files.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded engine keeps its files in DATA_DIR; PostgreSQL keeps them on its server.
  const embedded = !config.databaseUrl;
  const releaseLock = embedded ? lockDataDir(config.dataDir) : () => {};
  // Files an older version (or a copy) left readable by others are made private before use.
  try {
    const madePrivate = describeMadePrivate(config.dataDir, makeDataDirPrivate(config.dataDir));
    if (madePrivate) process.stderr.write(`${madePrivate}\n`);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const database = await openDatabase(
    embedded ? { dataDir: path.join(config.dataDir, 'db') } : { url: config.databaseUrl },
  );
  // Only a new database gets demo data: one the embedded engine has just created (with its
  // migrations), or one without a migration history, asked before migrating creates it.
  const databaseWasNew = database.created === true || !(await hasMigrationHistory(database.db));
  await migrate(database.db);
  const demoData = await loadDemoDataOnStart(database.db, {
    databaseWasNew,
    setting: config.demoData,
    embedded,
  });

  const admin = await ensureAdmin(
    database.db,
    config.adminEmail && config.adminPassword
      ? { email: config.adminEmail, password: config.adminPassword }
      : undefined,
  );

  const app = await buildApp({
    db: database.db,
    jwtSecret: loadOrCreateSecret(config.dataDir, config.jwtSecret),
    secretsKey: loadOrCreateSecret(config.dataDir, config.secretsKey, SECRET_FILES.secretsKey),
    logLevel: config.logLevel,
    webDir,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    siteOrigins: config.siteOrigins,
    sitePreviewUrl: config.sitePreviewUrl,
    site: config.site,
    paymentWebhookSecret: config.paymentWebhookSecret,
    stripe: config.stripe,
    activityRetentionDays: config.activityRetentionDays,
    requireTwoFactor: config.requireTwoFactor,
    formBudgets: config.formBudgets,
    outbox: config.outbox,
    loadShedding: {
      maxEventLoopDelayMs: config.loadShedEventLoopDelayMs,
      maxHeapUsedBytes:
        config.loadShedHeapMb === undefined
          ? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)
          : config.loadShedHeapMb * 1024 * 1024,
    },
    // METRICS_PORT serves them on a port of its own; otherwise METRICS_TOKEN on this one.
    ...(config.metricsToken || config.metricsPort !== undefined
      ? { metrics: config.metricsPort === undefined ? { token: config.metricsToken } : {} }
      : {}),
  });
  // Two-factor secrets an older version kept in clear are sealed under the key, once.
  const sealedSecrets = await sealClearTotpSecrets(database.db, usersFacade);
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer({
          port: config.metricsPort,
          host: config.host,
          token: config.metricsToken,
        });

  // `npm run backup` asks this server for the embedded database's snapshot over a socket in
  // DATA_DIR, as no other process can open the database while it runs (docs/operations.md).
  const backupSocket = embedded
    ? await (await import('./db/backup/socket.ts')).listenForBackups(
        database.db,
        config.dataDir,
        (message, error) =>
          error ? app.log.error({ err: error }, message) : app.log.info(message),
      )
    : undefined;

  // Start-up leaves a lot unreachable: migrations, the admin's password hash and, on the
  // embedded engine, the file-system image read at start (a new database is created by a child
  // process, db/embedded.ts). One full collection frees it now, and V8 sizes the old generation
  // from what is really live.
  collectGarbageNow();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Open requests get time to finish; a shutdown that hangs must not keep the process alive.
    setTimeout(() => {
      process.stderr.write('Coursedesk did not stop in time and was ended.\n');
      releaseLock();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let code = 0;
    try {
      await app.close();
      await metricsServer?.close();
      await backupSocket?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      releaseLock();
    }
    process.exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  if (admin.kind === 'created') {
    // Shown once on the terminal, never through the request log.
    const lines = [
      '',
      `  Administrator account created: ${admin.email}`,
      ...(admin.generatedPassword
        ? [
            `  Password: ${admin.generatedPassword}`,
            '  It is shown only this once: sign in and keep it somewhere safe.',
          ]
        : []),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  if (sealedSecrets > 0) {
    process.stdout.write(
      `Two-factor secrets of ${sealedSecrets} account${sealedSecrets === 1 ? '' : 's'} were stored in clear: now sealed under the secrets key.\n`,
    );
  }
  const demoDataLine = describeDemoDataOutcome(demoData);
  if (demoDataLine) process.stdout.write(`${demoDataLine}\n`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const where = embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  if (database.durability) process.stdout.write(`Embedded database: ${database.durability}.\n`);
  if (metricsServer) {
    process.stdout.write(`Metrics on http://${shownHost}:${metricsServer.port}/metrics\n`);
  }
  process.stdout.write(`Coursedesk is running on http://${shownHost}:${port} (${where})\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirExposedError ||
    error instanceof DatabaseUnreachableError
  ) {
    process.stderr.write(`Coursedesk cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Coursedesk failed to start: ${describeStartupError(error)}\n`);
  }
  process.exit(1);
});
