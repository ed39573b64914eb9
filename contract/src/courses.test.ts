import { describe, expect, it } from 'vitest';
import {
  type CourseInput,
  type CurriculumModuleInput,
  courseBundleInput,
  courseDetailsFields,
  courseIconInput,
  courseInput,
  coursePricingFields,
  courseMessages as M,
  normalizeIconName,
} from './courses.ts';

const validCourse: CourseInput = {
  id: 'web-development',
  category: 'Development',
  badge: 'Bestseller',
  title: 'Web Development',
  desc: 'Build for the web.',
  duration: '12 weeks',
  extra: 'Live online',
  accent: 'edtech-green',
};

const validModule = (): CurriculumModuleInput => ({
  module: 'Basics',
  duration: '2 weeks',
  topics: [{ topic: 'HTML', subtopics: ['Tags'] }],
});

/** The first message the schema gives, as the API answers it. */
function firstMessage(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return (result.error as { issues: { message: string }[] }).issues[0]?.message;
}

describe('course', () => {
  it('accepts a complete course and trims it', () => {
    const parsed = courseInput.parse({ ...validCourse, title: '  Web  ' });
    expect(parsed.title).toBe('Web');
    expect(parsed.featured).toBe(false);
  });

  it.each(['id', 'category', 'badge', 'title', 'desc', 'duration', 'extra', 'accent'] as const)(
    'missing %s gives the required-fields message',
    (field) => {
      expect(firstMessage(courseInput, { ...validCourse, [field]: undefined })).toBe(
        M.courseRequired,
      );
      if (field !== 'accent') {
        expect(firstMessage(courseInput, { ...validCourse, [field]: '' })).toBe(M.courseRequired);
      }
    },
  );

  it.each(['id', 'category', 'title', 'desc'] as const)('a blank %s cannot be empty', (field) => {
    expect(firstMessage(courseInput, { ...validCourse, [field]: '   ' })).toBe(M.courseEmpty);
  });

  it('reports a missing field before a blank one, as the form does', () => {
    expect(firstMessage(courseInput, { ...validCourse, id: '  ', badge: undefined })).toBe(
      M.courseRequired,
    );
    expect(firstMessage(courseInput, { ...validCourse, title: ' ', extra: '' })).toBe(
      M.courseRequired,
    );
    expect(firstMessage(courseInput, { ...validCourse, badge: '  ' })).toBe(M.courseRequired);
  });

  it('refuses blue for the course and a slug with spaces', () => {
    expect(firstMessage(courseInput, { ...validCourse, accent: 'edtech-blue' })).toBe(
      M.accentInvalid,
    );
    expect(firstMessage(courseInput, { ...validCourse, id: 'Web Dev' })).toBe(M.courseIdFormat);
  });

  it('takes an uploaded name or a full URL as the image, nothing else', () => {
    for (const image of [null, '', `${'a'.repeat(32)}.png`, 'https://cdn.example.com/a.jpg']) {
      expect(courseInput.safeParse({ ...validCourse, image }).success).toBe(true);
    }
    for (const image of ['javascript:alert(1)', '../etc/passwd', 'photo.png']) {
      expect(firstMessage(courseInput, { ...validCourse, image })).toBe(
        'Image must be an uploaded image or a full http(s) URL',
      );
    }
  });

  it('refuses a NUL character', () => {
    expect(firstMessage(courseInput, { ...validCourse, title: 'a\u0000b' })).toMatch(/NUL/);
  });
});

describe('course details', () => {
  const details = (curriculum: unknown, extra: Record<string, unknown> = {}) => ({
    overview: 'Overview',
    prerequisites: 'None',
    curriculum,
    ...extra,
  });

  it('requires overview and prerequisites', () => {
    expect(firstMessage(courseDetailsFields, details([validModule()], { overview: ' ' }))).toBe(
      M.detailsRequired,
    );
    expect(
      firstMessage(courseDetailsFields, details([validModule()], { prerequisites: undefined })),
    ).toBe(M.detailsRequired);
  });

  it('requires a module', () => {
    expect(firstMessage(courseDetailsFields, details([]))).toBe(
      'At least one curriculum module is required.',
    );
    expect(firstMessage(courseDetailsFields, details(undefined))).toBe(M.curriculumRequired);
  });

  it('numbers the module, topic and subtopic messages', () => {
    const second = (change: Partial<CurriculumModuleInput>) => [
      validModule(),
      { ...validModule(), ...change },
    ];
    expect(firstMessage(courseDetailsFields, details(second({ module: ' ' })))).toBe(
      'Curriculum module #2 is missing required fields (module name and duration).',
    );
    expect(firstMessage(courseDetailsFields, details(second({ duration: '' })))).toBe(
      'Curriculum module #2 is missing required fields (module name and duration).',
    );
    expect(firstMessage(courseDetailsFields, details(second({ topics: [] })))).toBe(
      'Curriculum module #2 must have at least one topic.',
    );
    const topics = [
      { topic: 'One', subtopics: ['a'] },
      { topic: 'Two', subtopics: ['b'] },
      { topic: ' ', subtopics: ['c'] },
    ];
    expect(firstMessage(courseDetailsFields, details(second({ topics })))).toBe(
      'Topic #3 in module #2 is missing a topic name.',
    );
    for (const subtopics of [[], ['ok', '  ']]) {
      expect(
        firstMessage(
          courseDetailsFields,
          details(
            second({
              topics: [
                { topic: 'One', subtopics: ['a'] },
                { topic: 'Two', subtopics },
              ],
            }),
          ),
        ),
      ).toBe('Topic #2 in module #2 must have at least one non-empty subtopic.');
    }
  });

  it('fills the documented defaults', () => {
    const parsed = courseDetailsFields.parse(
      details([validModule()], {
        testimonials: [{ name: 'Ann', content: 'Great' }],
        courseInfo: { format: '  ', support: 'Mentors' },
      }),
    );
    expect(parsed.pricing).toMatchObject({ discount: '0%', deadline: 'TBD' });
    expect(parsed.courseInfo).toEqual({
      startDate: 'TBD',
      format: 'Online',
      support: 'Mentors',
      studentsEnrolled: '0',
    });
    expect(parsed.trustIndicators).toEqual({
      rating: '4.8',
      reviewCount: '0',
      testimonialPreview: { text: 'Great course!', author: 'Anonymous' },
    });
    expect(parsed.testimonials[0]).toMatchObject({ rating: 5, color: 'edtech-green' });
  });
});

describe('pricing', () => {
  const plan = {
    name: 'Web',
    description: 'All of it',
    badge: 'Best',
    cta: 'Enrol',
    duration: '12 weeks',
    extra: 'Live',
    discount: '20% OFF',
    currentPrice: 1200,
    originalPrice: 1500,
  };

  it.each(['name', 'description', 'badge', 'cta', 'duration', 'extra', 'discount'] as const)(
    'missing %s gives the pricing message',
    (field) => {
      expect(firstMessage(coursePricingFields, { ...plan, [field]: undefined })).toBe(
        'Required pricing fields: Plan Name, Description, Badge, CTA, Duration, Extra Info, and Discount',
      );
    },
  );

  it('defaults the installments to 0, accepts blue and whole pounds only', () => {
    const parsed = coursePricingFields.parse({ ...plan, accent: 'edtech-blue' });
    expect(parsed).toMatchObject({
      installmentPrice: 0,
      installmentMonths: 0,
      accent: 'edtech-blue',
    });
    expect(firstMessage(coursePricingFields, { ...plan, currentPrice: 12.5 })).toBe(M.priceInvalid);
    expect(firstMessage(coursePricingFields, { ...plan, currentPrice: -1 })).toBe(M.priceInvalid);
  });

  it('a bundle reports the first failing part', () => {
    expect(
      firstMessage(courseBundleInput, {
        course: validCourse,
        details: { overview: 'o', prerequisites: 'p', curriculum: [validModule()] },
        pricing: { ...plan, cta: '' },
      }),
    ).toBe(M.pricingRequired);
  });
});

describe('icons', () => {
  it('normalises the name', () => {
    expect(normalizeIconName('  Data   Science ')).toBe('data-science');
    expect(courseIconInput.parse({ iconName: ' My Icon', iconPath: 'M0 0L10 10Z' })).toEqual({
      iconName: 'my-icon',
      iconPath: 'M0 0L10 10Z',
    });
  });

  it('needs both fields and a valid path', () => {
    expect(firstMessage(courseIconInput, { iconName: ' ', iconPath: 'M0 0' })).toBe(M.iconRequired);
    expect(firstMessage(courseIconInput, { iconName: 'x', iconPath: '' })).toBe(M.iconRequired);
    expect(firstMessage(courseIconInput, { iconName: 'x', iconPath: '<script>' })).toBe(
      M.iconPathInvalid,
    );
  });
});
