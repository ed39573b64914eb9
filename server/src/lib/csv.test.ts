import { describe, expect, it } from 'vitest';
import { exportFilename, neutraliseCell, quoteCsvField } from './csv.ts';

describe('neutraliseCell', () => {
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });

  it('puts an apostrophe before every would-be formula', () => {
    for (const value of ['=1', '+1', '-1', '@A1', '\tx', '\rx']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });
});

describe('quoteCsvField', () => {
  it('quotes only fields with a quote, a comma or a line break (RFC 4180)', () => {
    expect(quoteCsvField('plain')).toBe('plain');
    expect(quoteCsvField('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(quoteCsvField('a\nb')).toBe('"a\nb"');
    expect(quoteCsvField('a\rb')).toBe('"a\rb"');
  });
});

describe('exportFilename', () => {
  it('names the export after the day it was made (UTC)', () => {
    expect(exportFilename('customers', new Date('2026-03-01T23:30:00Z'))).toBe(
      'customers-export-2026-03-01.csv',
    );
  });
});
