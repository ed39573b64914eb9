import { inspect } from 'node:util';
import { safeMessage } from './log-serializers.ts';

/**
 * Why start-up failed, in words an operator can act on, whatever was thrown: an Error by its
 * message (and its cause), a failed query by the database's own message and SQLSTATE code without
 * the SQL or its parameters, a fault of the code (a TypeError and the like) with the frames that
 * say where it happened, and a value that is no Error (a string, an object, `undefined`) shown as
 * it is. It never throws itself.
 */
export function describeStartupError(error: unknown): string {
  try {
    return describe(error, 0);
  } catch {
    return 'an error that could not be read';
  }
}

/** The built-in errors that mean a fault of the code rather than of the setting or the data. */
const FAULTS = new Set(['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError']);
const MAX_FRAMES = 6;
const MAX_CAUSE_DEPTH = 3;

function describe(error: unknown, depth: number): string {
  if (!(error instanceof Error)) {
    const shown =
      typeof error === 'string' ? error : inspect(error, { depth: 2, breakLength: 120 });
    return `a value that is not an Error was thrown: ${safeMessage(shown)}`;
  }
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  if (/^Failed query:/.test(error.message)) {
    const reason = typeof cause?.message === 'string' ? safeMessage(cause.message) : 'unknown';
    const code = typeof cause?.code === 'string' ? ` (SQLSTATE ${cause.code})` : '';
    return `a database query failed: ${reason}${code}`;
  }
  const message = safeMessage(error.message ?? '');
  const fault = FAULTS.has(error.name);
  let text = fault || !message ? `${error.name || 'Error'}: ${message || '(no message)'}` : message;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    text += `\n  caused by: ${describe(error.cause, depth + 1)}`;
  }
  if (fault) {
    const frames = (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_FRAMES);
    if (frames.length > 0) text += `\n${frames.join('\n')}`;
  }
  return text;
}
