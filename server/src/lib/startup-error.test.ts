import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-error.ts';

describe('the start-up failure message', () => {
  it('names an Error by its message, and its cause', () => {
    const error = new Error('Could not create the embedded database in /data/db', {
      cause: new Error('EACCES: permission denied'),
    });
    expect(describeStartupError(error)).toBe(
      'Could not create the embedded database in /data/db\n  caused by: EACCES: permission denied',
    );
  });

  it('names a fault of the code by its type and where it happened', () => {
    let fault: unknown;
    try {
      (undefined as unknown as { message: string }).message;
    } catch (error) {
      fault = error;
    }
    const text = describeStartupError(fault);
    expect(text).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'message'\)\n/);
    expect(text).toMatch(/\n\s+at .*startup-error\.test\.ts:\d+/);
  });

  it('shows a thrown value that is not an Error as it is, undefined included', () => {
    expect(describeStartupError(undefined)).toBe(
      'a value that is not an Error was thrown: undefined',
    );
    expect(describeStartupError(null)).toBe('a value that is not an Error was thrown: null');
    expect(describeStartupError('the port is taken')).toBe(
      'a value that is not an Error was thrown: the port is taken',
    );
    expect(describeStartupError({ code: 'E_SOMETHING', reason: 'why' })).toBe(
      "a value that is not an Error was thrown: { code: 'E_SOMETHING', reason: 'why' }",
    );
  });

  it('names an Error without a message by its type', () => {
    expect(describeStartupError(new RangeError())).toMatch(/^RangeError: \(no message\)/);
    expect(describeStartupError(new Error(''))).toBe('Error: (no message)');
  });

  it('reports a failed query by the database message and code, without the SQL or parameters', () => {
    const error = new Error('Failed query: insert into users values ($1)\nparams: secret-hash', {
      cause: Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
      }),
    });
    const text = describeStartupError(error);
    expect(text).toBe(
      'a database query failed: duplicate key value violates unique constraint (SQLSTATE 23505)',
    );
    expect(text).not.toContain('secret-hash');
  });

  it('never throws, even for a value that cannot be read', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        getPrototypeOf() {
          throw new Error('no');
        },
      },
    );
    expect(describeStartupError(hostile)).toBe('an error that could not be read');
  });
});
