import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formBody } from './upload-body.ts';

const schema = z
  .object({
    title: z.string(),
    rating: z.number().optional(),
    featured: z.boolean().default(false),
    author: z.object({ name: z.string(), avatar: z.string().nullable().optional() }),
    tags: z.array(z.string()).optional(),
    modules: z.array(z.object({ name: z.string(), hours: z.number() })).optional(),
  })
  .transform((value) => value);

describe('formBody: text parts as the body the schema checks', () => {
  it('reads numbers and booleans as the schema types them, and leaves text as sent', () => {
    expect(formBody(schema, { title: ' 12 ', rating: ' 4 ', featured: 'On' })).toEqual({
      title: ' 12 ',
      rating: 4,
      featured: true,
    });
    expect(formBody(schema, { rating: 'four', featured: 'maybe' })).toEqual({
      rating: Number.NaN,
      featured: 'maybe',
    });
  });

  it('takes an empty number or boolean part as no value: the default or the message applies', () => {
    const body = formBody(schema, { rating: '', featured: ' ' });
    expect(body).toEqual({ rating: undefined, featured: undefined });
    expect(schema.safeParse({ title: 'x', author: { name: 'a' }, ...body }).data?.featured).toBe(
      false,
    );
  });

  it('builds objects and lists from bracketed names, lists in the order of their indexes', () => {
    expect(
      formBody(schema, {
        'author[name]': 'Ada',
        'author[avatar]': '',
        'tags[10]': 'last',
        'tags[2]': 'first',
        'modules[1][name]': 'Two',
        'modules[1][hours]': '3',
        'modules[0][name]': 'One',
      }),
    ).toEqual({
      author: { name: 'Ada', avatar: '' },
      tags: ['first', 'last'],
      modules: [{ name: 'One' }, { name: 'Two', hours: 3 }],
    });
  });

  it('drops parts the schema does not name, at any depth, and names it cannot read', () => {
    expect(
      formBody(schema, {
        unknown: 'x',
        'author[role]': 'x',
        'title[0]': 'x',
        'tags[name]': 'x',
        'tags[12345]': 'x',
        'author[]': 'x',
        'author[name': 'x',
        'constructor[prototype]': 'x',
      }),
    ).toEqual({});
    expect(formBody(schema, Object.fromEntries([['__proto__', 'x']]))).toEqual({});
    expect(Object.getPrototypeOf(formBody(schema, { 'author[__proto__]': 'x' }))).toBe(
      Object.prototype,
    );
  });

  it('lets bracketed parts win over a plain part of the same name, whatever their order', () => {
    expect(formBody(schema, { author: 'x', 'author[name]': 'Ada' })).toEqual({
      author: { name: 'Ada' },
    });
    expect(formBody(schema, { 'author[name]': 'Ada', author: 'x' })).toEqual({
      author: { name: 'Ada' },
    });
    // A plain part for a list or object stays text, for the schema to refuse.
    expect(formBody(schema, { tags: 'a,b' })).toEqual({ tags: 'a,b' });
  });

  it('without a schema, makes an empty body', () => {
    expect(formBody(undefined, { title: 'x' })).toEqual({});
  });
});
