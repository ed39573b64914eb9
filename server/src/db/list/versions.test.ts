import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.ts';
import { tableVersions } from './versions.ts';

describe('table versions', () => {
  const database = useTestDatabase();

  let next = 1;
  const insertFaq = (question: string) =>
    sql`insert into faqs (number, question, answer) values (${next++}, ${question}, 'An answer.')`;

  it('move with every committed write, seen by the very next check', async () => {
    const versions = tableVersions(database.db);
    const before = await versions.version('faqs');
    const tagBefore = await versions.tag(['faqs', 'courses']);
    await database.db.execute(insertFaq('First?'));
    const after = await versions.version('faqs');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await versions.tag(['faqs', 'courses'])).not.toBe(tagBefore);
    await database.db.execute(insertFaq('Second?'));
    expect(await versions.version('faqs')).toBeGreaterThan(after ?? 0);
  });

  it('move at commit, not before, and not for a rolled-back write', async () => {
    const versions = tableVersions(database.db);
    const before = await versions.version('faqs');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(insertFaq('Rolled back?'));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await versions.version('faqs')).toBe(before);
    await database.db.transaction(async (tx) => {
      await tx.execute(insertFaq('Committed?'));
    });
    expect(await versions.version('faqs')).not.toBe(before);
  });

  it('leave other tables alone', async () => {
    const versions = tableVersions(database.db);
    const courses = await versions.version('courses');
    await database.db.execute(insertFaq('Third?'));
    expect(await versions.version('courses')).toBe(courses);
  });

  it('tell apart long sets of tables that share their first 63 characters', async () => {
    const versions = tableVersions(database.db);
    const many = [
      'advantage_stats',
      'company_info',
      'company_logos',
      'contact_data',
      'core_values',
    ];
    await database.db.execute(insertFaq('Long sets?'));
    const withFaqs = await versions.tag([...many, 'faqs']);
    const withoutFaqs = await versions.tag([...many, 'zz_nothing']);
    expect(withFaqs).toMatch(/faqs:\d+/);
    expect(withoutFaqs).not.toMatch(/faqs/);
  });
});
