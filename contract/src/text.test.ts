import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginInput } from './auth.ts';
import { contentCollections } from './collections/registry.ts';
import { isStorableText, text, unstorableTextMessage } from './text.ts';
import { createUserInput, updateUserInput } from './users.ts';

const UNSTORABLE = ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\udbff\udbff\udc00'];

describe('isStorableText', () => {
  it.each(UNSTORABLE)('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it.each([
    '',
    'plain',
    'Ünïcödé ✓',
    '🎓 graduate',
    '\ud83c\udf93',
    '\u202eright-to-left',
    'tab\tand\nnewline',
    '\u0001',
  ])('accepts %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });
});

describe('text', () => {
  const title = text('Title', 'Title is required').trim().min(1, 'Title is required').max(10);

  it('names the field for a character that cannot be stored, and nothing else', () => {
    const result = title.safeParse(` ${'x'.repeat(20)}\u0000 `);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      unstorableTextMessage('Title'),
    ]);
  });

  it('keeps the field’s own messages and transforms', () => {
    expect(title.safeParse(undefined).error?.issues[0]?.message).toBe('Title is required');
    expect(title.safeParse(42).error?.issues[0]?.message).toBe('Title is required');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Title is required');
    expect(title.parse('  Hello  ')).toBe('Hello');
  });
});

/** The fields of a schema that take text: the ones a plain string does not fail by type. */
function textFields(schema: z.ZodObject): string[] {
  const result = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, 'plain'])),
  );
  const refused = new Set(
    (result.error?.issues ?? [])
      .filter((issue) => issue.code === 'invalid_type' || issue.code === 'invalid_value')
      .map((issue) => String(issue.path[0])),
  );
  return Object.keys(schema.shape).filter((key) => !refused.has(key));
}

const inputSchemas: [string, z.ZodObject][] = [
  ['sign-in', loginInput],
  ['new user', createUserInput],
  ['user update', updateUserInput],
  ...contentCollections.map((c) => [c.name, c.input] as [string, z.ZodObject]),
];

describe('every request schema', () => {
  it('has its text fields found', () => {
    const count = inputSchemas.reduce((sum, [, schema]) => sum + textFields(schema).length, 0);
    expect(textFields(loginInput)).toEqual(['email', 'password']);
    expect(textFields(createUserInput)).toEqual(['name', 'email', 'password', 'currentPassword']);
    expect(count).toBeGreaterThanOrEqual(30);
  });

  it.each(inputSchemas)('%s refuses NUL and lone surrogates in every text field', (_, schema) => {
    for (const field of textFields(schema)) {
      for (const value of ['a\u0000b', 'x\ud800']) {
        const result = schema.safeParse({ [field]: value });
        const issue = result.error?.issues.find((i) => i.path[0] === field);
        expect(issue?.message, `${field} = ${JSON.stringify(value)}`).toMatch(
          /^\w[\w ]* contains a character that cannot be saved/,
        );
      }
    }
  });
});
