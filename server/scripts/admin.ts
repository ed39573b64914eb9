// npm run admin -- reset-password EMAIL [--password-stdin] | disable-2fa EMAIL
// Account recovery on the server's machine, against the configured database (DATABASE_URL, else
// the embedded database in DATA_DIR, which its server must not hold). docs/operations.md.
// First: what it writes (the database, a backup) is private to its owner.
import '../src/private-files-first.ts';
import { parseArgs } from 'node:util';
import { disableTwoFactor, resetPassword } from '../src/operations/admin.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { reportOperationFailure } from './operations-cli.ts';

const USAGE = `Usage: npm run admin -- reset-password EMAIL [--password-stdin]
       npm run admin -- disable-2fa EMAIL

reset-password   gives the account a new password, ends every session of theirs and starts their
                 sign-in counts afresh; prints a generated password unless --password-stdin
                 reads one from standard input (its first line)
disable-2fa      turns two-factor sign-in off for the account (its authenticator secret and
                 recovery codes are deleted); they sign in with their password alone and may set
                 it up again under Account security`;

const COMMANDS = ['reset-password', 'disable-2fa'];

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'password-stdin': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email] = positionals;
  if (
    values.help ||
    !COMMANDS.includes(command ?? '') ||
    !email ||
    positionals.length > 2 ||
    (command === 'disable-2fa' && values['password-stdin'])
  ) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
  } else if (command === 'disable-2fa') {
    const database = await openConfiguredDatabase();
    try {
      const result = await disableTwoFactor(database.db, email);
      process.stdout.write(
        `Two-factor sign-in is off for ${result.email}; they can sign in with their password alone.\n`,
      );
    } finally {
      await database.close();
    }
  } else {
    const password = values['password-stdin'] ? await readStdinLine() : undefined;
    const database = await openConfiguredDatabase();
    try {
      const result = await resetPassword(database.db, email, password);
      process.stdout.write(
        result.generated
          ? `${result.email} has a new password: ${result.generated}\nTheir sessions have ended; they can sign in with it now and change it under their account.\n`
          : `${result.email} has the new password. Their sessions have ended; they can sign in now.\n`,
      );
    } finally {
      await database.close();
    }
  }
} catch (error) {
  reportOperationFailure('The account change', error);
}
