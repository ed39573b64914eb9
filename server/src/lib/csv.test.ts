import { describe, expect, it } from 'vitest';
import { exportFilename } from './csv.ts';

describe('exportFilename', () => {
  it('names the export after the day it was made (UTC)', () => {
    expect(exportFilename('customers', new Date('2026-03-01T23:30:00Z'))).toBe(
      'customers-export-2026-03-01.csv',
    );
  });
});
