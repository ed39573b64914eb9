import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  trustProxy: boolean;
  /**
   * DEMO_DATA: whether a new database is filled with demo data. Unset means "on for a new
   * embedded database, off for PostgreSQL"; a database that already has data is never touched.
   */
  demoData: boolean | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment variables the README documents; a bad value stops start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const demoData = parseBoolean(env.DEMO_DATA);
  if (demoData === null) {
    throw new ConfigError(`DEMO_DATA must be true or false, not "${env.DEMO_DATA}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    adminEmail,
    adminPassword,
    logLevel,
    trustProxy: env.TRUST_PROXY === 'true',
    demoData,
  };
}

/** `true`/`false` in any case; undefined when unset or empty; null for anything else. */
function parseBoolean(value: string | undefined): boolean | undefined | null {
  const normalised = value?.trim().toLowerCase();
  if (!normalised) return undefined;
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  return null;
}
