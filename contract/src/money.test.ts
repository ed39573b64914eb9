import { describe, expect, it } from 'vitest';
import { penceToPounds, poundsToPence, sumPence } from './money.ts';

describe('poundsToPence', () => {
  it.each([
    [0, 0],
    [0.29, 29],
    [0.1, 10],
    [19.99, 1999],
    [1200, 120_000],
    ['0.07', 7],
    ['12.5', 1250],
    [' 3 ', 300],
    [1.005, 101],
    [2.675, 268],
    [-4.2, -420],
    [1e-7, 0],
  ])('reads %s pounds as %s pence from its digits', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('refuses what is not an amount', () => {
    expect(() => poundsToPence('12,50')).toThrow(RangeError);
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
    expect(() => poundsToPence(1e300)).toThrow(RangeError);
  });

  it('undoes penceToPounds for every amount up to £100,000 in steps that cover each penny', () => {
    for (let pence = 0; pence <= 10_000_000; pence += 997) {
      expect(poundsToPence(penceToPounds(pence))).toBe(pence);
    }
  });
});

describe('sumPence', () => {
  it('sums 10,000 random amounts to the penny, where a sum of pounds drifts', () => {
    // A fixed seed (a linear congruential generator) keeps the amounts the same run after run.
    let seed = 20_261_129;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const amounts = Array.from({ length: 10_000 }, () => Math.floor(random() * 500_000));
    const exact = amounts.reduce((total, pence) => total + BigInt(pence), 0n);

    const pounds = amounts.map(penceToPounds);
    const total = sumPence(pounds.map(poundsToPence));
    expect(BigInt(total)).toBe(exact);
    // The same sum done in pounds is off by a fraction of a penny: never add pounds.
    const poundsSum = pounds.reduce((sum, value) => sum + value, 0);
    expect(poundsSum * 100).not.toBe(Number(exact));
  });

  it('refuses a fraction of a penny', () => {
    expect(() => sumPence([1, 2.5])).toThrow(RangeError);
  });
});
