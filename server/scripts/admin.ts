// npm run admin -- reset-password EMAIL [--password-stdin]
// Account recovery on the server's machine, against the configured database (DATABASE_URL, else
// the embedded database in DATA_DIR, which its server must not hold). docs/operations.md.
import { parseArgs } from 'node:util';
import { resetPassword } from '../src/operations/admin.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { reportOperationFailure } from './operations-cli.ts';

const USAGE = `Usage: npm run admin -- reset-password EMAIL [--password-stdin]

reset-password   gives the account a new password, ends every session of theirs and starts their
                 sign-in counts afresh; prints a generated password unless --password-stdin
                 reads one from standard input (its first line)`;

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
  if (values.help || command !== 'reset-password' || !email || positionals.length > 2) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
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
