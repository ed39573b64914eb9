import { describe, expect, it } from 'vitest';
import { parseNumberFlags, parseSeedArgs, UsageError } from './seed-args.ts';

describe('parseSeedArgs', () => {
  it('defaults every count to 0', () => {
    expect(parseSeedArgs([])).toEqual({
      help: false,
      counts: { customers: 0, payments: 0, inquiries: 0 },
    });
  });

  it('reads "--name N" and "--name=N", with digit separators', () => {
    expect(
      parseSeedArgs(['--customers', '200000', '--payments=1_000_000', '--inquiries', '0']),
    ).toEqual({
      help: false,
      counts: { customers: 200_000, payments: 1_000_000, inquiries: 0 },
    });
  });

  it('answers --help and -h', () => {
    expect(parseSeedArgs(['--customers', '5', '--help'])).toEqual({ help: true });
    expect(parseSeedArgs(['-h'])).toEqual({ help: true });
  });

  it.each([
    [['--customers', '-5'], '--customers must be a whole number of 0 or more, not "-5"'],
    [['--payments', '1.5'], '--payments must be a whole number of 0 or more, not "1.5"'],
    [['--inquiries=ten'], '--inquiries must be a whole number of 0 or more, not "ten"'],
    [['--customers', '1e3'], '--customers must be a whole number of 0 or more, not "1e3"'],
    [['--customers', '99999999999999999999'], 'must be a whole number'],
    [['--customers'], '--customers needs a number'],
    [['--customers='], '--customers needs a number'],
    [['--customers', '--payments', '3'], 'not "--payments"'],
    [['--orders', '3'], 'Unknown option "--orders"'],
    [['200'], 'Unexpected argument "200"'],
    [['--customers', '1', '--customers', '2'], '--customers is given more than once'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});

describe('parseNumberFlags', () => {
  it('knows only the names it is given', () => {
    expect(parseNumberFlags(['--runs', '20'], ['runs'])).toEqual({ runs: 20 });
    expect(() => parseNumberFlags(['--customers', '1'], ['runs'])).toThrow(
      'Unknown option "--customers"',
    );
  });
});
