import { describe, expect, it } from 'vitest';
import { buildCourse } from './factories.ts';
import type { TestApp } from './harness.ts';

/**
 * The course of a person record (a customer, an inquiry) may be named by its title: the course
 * whose title matches (in any case, spaces trimmed) is linked, an unknown title is kept as given.
 * A customer keeps a course category too, which a linked course replaces with its own.
 */
export function describeCourseNamedByTitle(
  server: TestApp,
  path: string,
  { withCategory = false } = {},
): void {
  describe(`POST ${path} with a course named by its title`, () => {
    it('links the course whose title matches, and keeps an unknown one as given', async () => {
      const category = (courseCategory: string) => (withCategory ? { courseCategory } : {});
      const course = await buildCourse(server.db, { title: 'UX Design', category: 'Design' });
      const linked = await server.api.create(path, {
        name: 'Grace',
        email: 'grace@example.com',
        courseName: ' ux DESIGN ',
        ...category('Ignored'),
      });
      expect(linked).toMatchObject({
        courseId: course.id,
        courseName: 'UX Design',
        ...category('Design'),
      });
      const kept = await server.api.create(path, {
        name: 'Alan',
        email: 'alan@example.com',
        courseName: 'Quantum Basket Weaving',
        ...category('Crafts'),
      });
      expect(kept).toMatchObject({
        courseId: null,
        courseName: 'Quantum Basket Weaving',
        ...category('Crafts'),
      });
      const tooLong = await server.api.post(path, {
        name: 'Alan',
        email: 'alan@example.com',
        courseName: 'x'.repeat(201),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().issues[0].path).toBe('courseName');
    });
  });
}
