import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru.ts';

const lru = () => createByteLru<string>(10, (value) => value.length, 4);

describe('createByteLru', () => {
  it('drops the least recently used past its bytes', () => {
    const held = lru();
    held.set('a', 'aaaa');
    held.set('b', 'bbbb');
    expect(held.get('a')).toBe('aaaa');
    held.set('c', 'cccc');
    expect(held.get('b')).toBeUndefined();
    expect(held.get('a')).toBe('aaaa');
    expect(held.get('c')).toBe('cccc');
  });

  it('holds no value over its largest', () => {
    const held = lru();
    held.set('big', 'xxxxx');
    expect(held.get('big')).toBeUndefined();
  });
});
