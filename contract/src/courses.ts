// Value lists of courses and their pricing plans (docs/courses.md), shared by the database schema,
// the server's validation and the web forms.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { LIST_MAX_LIMIT, listQuery, oneOfFilter, pagedEnvelope, queryField } from './list.ts';
import {
  checkPublishing,
  publishingFields,
  publishingShape,
  publishStatuses,
  seoFields,
  seoInput,
} from './publishing.ts';
import { storedRecord } from './record.ts';
import { isValidSvgPath } from './svg-path.ts';
import { text } from './text.ts';
import { isStoredImageName } from './uploads.ts';

/** A course's accent; the first is the default. */
export const courseAccents = ['edtech-green', 'edtech-orange', 'edtech-red'] as const;
export const courseAccent = z.enum(courseAccents);
export type CourseAccent = z.infer<typeof courseAccent>;

/** The pricing plan also allows blue; the course itself does not (docs/courses.md). */
export const coursePlanAccents = [...courseAccents, 'edtech-blue'] as const;
export const coursePlanAccent = z.enum(coursePlanAccents);
export type CoursePlanAccent = z.infer<typeof coursePlanAccent>;

// ---------------------------------------------------------------------------------------------
// Wire shapes and rules (docs/courses.md). The server validates every request with these
// schemas and the web forms reuse them, so both give the same exact messages.

export const courseMessages = {
  courseRequired:
    'Required fields: Course ID, Category, Badge, Title, Description, Duration, Extra Info, and Accent Color',
  courseEmpty: 'Course ID, title, description, and category cannot be empty',
  courseIdFormat:
    'Course ID may contain only lower-case letters, digits and hyphens (for example "web-development")',
  accentInvalid: `Accent Color must be one of ${courseAccents.join(', ')}`,
  planAccentInvalid: `Plan accent must be one of ${coursePlanAccents.join(', ')}`,
  detailsRequired: 'Required course details: Overview and Prerequisites',
  curriculumRequired: 'At least one curriculum module is required.',
  moduleFields: (n: number) =>
    `Curriculum module #${n} is missing required fields (module name and duration).`,
  moduleTopics: (n: number) => `Curriculum module #${n} must have at least one topic.`,
  topicName: (m: number, n: number) => `Topic #${m} in module #${n} is missing a topic name.`,
  topicSubtopics: (m: number, n: number) =>
    `Topic #${m} in module #${n} must have at least one non-empty subtopic.`,
  pricingRequired:
    'Required pricing fields: Plan Name, Description, Badge, CTA, Duration, Extra Info, and Discount',
  priceInvalid: 'Prices must be whole pounds, 0 or more',
  installmentMonthsInvalid: 'Installment months must be a whole number, 0 or more',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  courseNotFound: 'Course not found',
  detailsNotFound: 'Course details not found',
  pricingNotFound: 'Course pricing not found',
  duplicateCourse: 'A course with this Course ID already exists',
  duplicateDetails: 'This course already has details',
  duplicatePricing: 'This course already has pricing',
  courseCreated: 'Course created successfully',
  courseUpdated: 'Course updated successfully',
  courseDeleted: 'Course deleted successfully',
  detailsCreated: 'Course details created successfully',
  detailsUpdated: 'Course details updated successfully',
  detailsDeleted: 'Course details deleted successfully',
  pricingCreated: 'Course pricing created successfully',
  pricingUpdated: 'Course pricing updated successfully',
  pricingDeleted: 'Course pricing deleted successfully',
  /** The transactional save and delete of course + details + pricing (docs/courses.md). */
  bundleSaved: 'Course saved successfully across all collections!',
  bundleDeleted: 'Course deleted successfully from all collections!',
  iconRequired: 'Please provide both icon name and SVG path',
  iconPathInvalid: 'The SVG path is not valid path data',
  iconNameInvalid: 'The icon name may contain only letters, digits and hyphens',
  duplicateIcon: 'An icon with this name already exists',
  iconNotFound: 'Icon not found',
  iconCreated: 'Icon created successfully',
  iconUpdated: 'Icon updated successfully',
  iconDeleted: 'Icon deleted successfully',
} as const;

const M = courseMessages;

/** A course's text slug: what the public website's course URLs are made of. */
export const COURSE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SHORT = 200;
const MAX_LONG = 20_000;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text listed in `required`; blank counts as missing. */
const requiredText = (label: string, required: string, max = MAX_SHORT) =>
  text(label, required).trim().min(1, required).max(max, tooLong(label, max));

/** Required, and after trimming still non-empty (docs/courses.md). */
const requiredTrimmed = (label: string, max = MAX_SHORT) =>
  text(label, M.courseRequired)
    .min(1, M.courseRequired)
    .trim()
    .min(1, M.courseEmpty)
    .max(max, tooLong(label, max));

/** Optional text; missing becomes ''. */
const optionalText = (label: string, max = MAX_SHORT) =>
  text(label, `${label} must be text`)
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((value) => value ?? '');

/** Optional text whose missing or blank value becomes its default (docs/courses.md). */
const withDefault = (label: string, fallback: string, max = MAX_SHORT) =>
  optionalText(label, max).transform((value) => value || fallback);

/** The accent a course may have; missing is the "required fields" message. */
export const courseAccentInput = z.enum(courseAccents, {
  error: (issue) => (issue.input === undefined ? M.courseRequired : M.accentInvalid),
});
export const coursePlanAccentInput = z.enum(coursePlanAccents, {
  error: () => M.planAccentInvalid,
});

/** The text slug, also usable in a path. */
export const courseSlug = requiredTrimmed('Course ID', 100).regex(
  COURSE_ID_PATTERN,
  M.courseIdFormat,
);

const optionalNullableText = (label: string, max = 2048) =>
  text(label, `${label} must be text`).trim().max(max, tooLong(label, max)).nullable().optional();

/**
 * Course, as sent. `image` is a stored file name or a full URL; `''` or null removes it,
 * and an update without `image` keeps the current one.
 */
/** An image value: empty, a name the server gave an upload, or a full http(s) URL (docs/courses.md). */
export const isImageValue = (value: string | null | undefined) =>
  !value || isStoredImageName(value) || /^https?:\/\/[^\s]+$/i.test(value);
const imageValueMessage = (label: string) =>
  `${label} must be an uploaded image or a full http(s) URL`;

/** Present and not empty; whether it is blank once trimmed is the course's own check. */
const present = (label: string, max = MAX_SHORT) =>
  text(label, M.courseRequired).min(1, M.courseRequired).max(max, tooLong(label, max));

const courseTextFields = ['id', 'category', 'badge', 'title', 'desc', 'duration', 'extra'] as const;

/**
 * Course, as sent. `image` is a stored file name or a full URL; `''` or null removes it,
 * and an update without `image` keeps the current one. The checks come in the form's order
 * (docs/courses.md): any of the eight fields missing or empty, then id/title/description/category blank once
 * trimmed; the text fields are then trimmed.
 */
export const courseInput = z
  .object(
    {
      id: present('Course ID', 100),
      category: present('Category'),
      badge: present('Badge'),
      title: present('Title'),
      desc: present('Description', MAX_LONG),
      duration: present('Duration'),
      extra: present('Extra Info'),
      accent: courseAccentInput,
      iconName: optionalNullableText('Icon', 100),
      featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
      image: optionalNullableText('Image').refine(isImageValue, imageValueMessage('Image')),
      ...publishingShape,
      seo: seoInput.optional(),
    },
    { error: M.courseRequired },
  )
  .superRefine((value, ctx) => {
    checkPublishing(value, ctx);
    const blank = (field: (typeof courseTextFields)[number]) => value[field].trim() === '';
    const empty = (['id', 'title', 'desc', 'category'] as const).find(blank);
    if (empty) {
      ctx.addIssue({ code: 'custom', path: [empty], message: M.courseEmpty });
      return;
    }
    const missing = (['badge', 'duration', 'extra'] as const).find(blank);
    if (missing) {
      ctx.addIssue({ code: 'custom', path: [missing], message: M.courseRequired });
      return;
    }
    if (!COURSE_ID_PATTERN.test(value.id.trim())) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: M.courseIdFormat });
    }
  })
  .transform((value) => {
    const trimmed = { ...value };
    for (const field of courseTextFields) trimmed[field] = value[field].trim();
    return trimmed;
  });
export type CourseInput = z.input<typeof courseInput>;
export type CourseValues = z.output<typeof courseInput>;

export const course = storedRecord({
  id: z.string(),
  category: z.string(),
  badge: z.string(),
  title: z.string(),
  desc: z.string(),
  duration: z.string(),
  extra: z.string(),
  accent: courseAccent,
  iconName: z.string().nullable(),
  featured: z.boolean(),
  image: z.string().nullable(),
  ...publishingFields,
  seo: seoFields.default({}),
});
export type Course = z.infer<typeof course>;

// Course details ------------------------------------------------------------------------------

const colorInput = optionalText('Color', 50);

export const curriculumTopicInput = z.object({
  topic: optionalText('Topic'),
  subtopics: z.array(text('Subtopic', 'Subtopics must be text').max(MAX_SHORT)).default([]),
});
export const curriculumModuleInput = z.object({
  module: optionalText('Module name'),
  duration: optionalText('Module duration'),
  topics: z.array(curriculumTopicInput).default([]),
});
export type CurriculumModuleInput = z.input<typeof curriculumModuleInput>;

/** The numbered curriculum rules (docs/courses.md), in the order the form checks them. */
export const curriculumInput = z
  .array(curriculumModuleInput, { error: M.curriculumRequired })
  .max(200, 'At most 200 curriculum modules')
  .superRefine((modules, ctx) => {
    if (modules.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.curriculumRequired });
      return;
    }
    modules.forEach((module, index) => {
      const n = index + 1;
      if (!module.module || !module.duration) {
        ctx.addIssue({ code: 'custom', path: [index], message: M.moduleFields(n) });
      }
      if (module.topics.length === 0) {
        ctx.addIssue({ code: 'custom', path: [index, 'topics'], message: M.moduleTopics(n) });
      }
      module.topics.forEach((topic, topicIndex) => {
        const m = topicIndex + 1;
        const path = [index, 'topics', topicIndex];
        if (!topic.topic) {
          ctx.addIssue({ code: 'custom', path: [...path, 'topic'], message: M.topicName(m, n) });
        }
        if (topic.subtopics.length === 0 || topic.subtopics.some((s) => s.trim() === '')) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'subtopics'],
            message: M.topicSubtopics(m, n),
          });
        }
      });
    });
  })
  .transform((modules) =>
    modules.map((module) => ({
      ...module,
      topics: module.topics.map((topic) => ({
        ...topic,
        subtopics: topic.subtopics.map((s) => s.trim()),
      })),
    })),
  );

const rating = z
  .number({ error: M.ratingInvalid })
  .int(M.ratingInvalid)
  .min(1, M.ratingInvalid)
  .max(5, M.ratingInvalid);

/** Details as sent, without the course they belong to; missing parts take their defaults. */
export const courseDetailsFields = z.object({
  overview: requiredText('Overview', M.detailsRequired, MAX_LONG),
  prerequisites: requiredText('Prerequisites', M.detailsRequired, MAX_LONG),
  curriculum: curriculumInput,
  features: z
    .array(
      z.object({
        icon: optionalText('Feature icon', 100),
        title: optionalText('Feature title'),
        description: optionalText('Feature description', MAX_LONG),
      }),
    )
    .max(100)
    .default([]),
  tools: z
    .array(z.object({ name: optionalText('Tool name'), icon: optionalText('Tool icon', 2048) }))
    .max(100)
    .default([]),
  testimonials: z
    .array(
      z.object({
        name: optionalText('Testimonial name'),
        role: optionalText('Testimonial role'),
        avatar: optionalText('Testimonial avatar', 2048).refine(
          isImageValue,
          imageValueMessage('Testimonial avatar'),
        ),
        rating: rating.default(5),
        content: optionalText('Testimonial', MAX_LONG),
        color: colorInput.transform((value) => value || 'edtech-green'),
      }),
    )
    .max(100)
    .default([]),
  successStats: z
    .array(
      z.object({
        label: optionalText('Stat label'),
        value: optionalText('Stat value'),
        color: colorInput.transform((value) => value || 'edtech-green'),
      }),
    )
    .max(100)
    .default([]),
  pricing: z
    .object({
      current: optionalText('Current price'),
      original: optionalText('Original price'),
      discount: withDefault('Discount', '0%'),
      deadline: withDefault('Deadline', 'TBD'),
      features: z
        .array(z.object({ text: optionalText('Price feature'), icon: optionalText('Icon', 100) }))
        .max(100)
        .default([]),
    })
    .prefault({}),
  courseInfo: z
    .object({
      startDate: withDefault('Start date', 'TBD'),
      format: withDefault('Format', 'Online'),
      support: withDefault('Support', '24/7'),
      studentsEnrolled: withDefault('Students enrolled', '0'),
    })
    .prefault({}),
  trustIndicators: z
    .object({
      rating: withDefault('Rating', '4.8'),
      reviewCount: withDefault('Review count', '0'),
      testimonialPreview: z
        .object({
          text: withDefault('Preview text', 'Great course!', MAX_LONG),
          author: withDefault('Preview author', 'Anonymous'),
        })
        .prefault({}),
    })
    .prefault({}),
});
export type CourseDetailsFieldsInput = z.input<typeof courseDetailsFields>;
export type CourseDetailsValues = z.output<typeof courseDetailsFields>;

/** POST/PUT /admin/course-details: the fields plus the course's text id. */
export const courseDetailsInput = z
  .object({ courseId: courseSlug })
  .extend(courseDetailsFields.shape);
export type CourseDetailsInput = z.input<typeof courseDetailsInput>;

export const courseDetails = storedRecord({
  courseId: z.string(),
  overview: z.string(),
  prerequisites: z.string(),
  features: z.array(z.object({ icon: z.string(), title: z.string(), description: z.string() })),
  curriculum: z.array(
    z.object({
      module: z.string(),
      duration: z.string(),
      topics: z.array(z.object({ topic: z.string(), subtopics: z.array(z.string()) })),
    }),
  ),
  tools: z.array(z.object({ name: z.string(), icon: z.string() })),
  testimonials: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      avatar: z.string(),
      rating: z.number(),
      content: z.string(),
      color: z.string(),
    }),
  ),
  successStats: z.array(z.object({ label: z.string(), value: z.string(), color: z.string() })),
  pricing: z.object({
    current: z.string(),
    original: z.string(),
    discount: z.string(),
    deadline: z.string(),
    features: z.array(z.object({ text: z.string(), icon: z.string() })),
  }),
  courseInfo: z.object({
    startDate: z.string(),
    format: z.string(),
    support: z.string(),
    studentsEnrolled: z.string(),
  }),
  trustIndicators: z.object({
    rating: z.string(),
    reviewCount: z.string(),
    testimonialPreview: z.object({ text: z.string(), author: z.string() }),
  }),
});
export type CourseDetails = z.infer<typeof courseDetails>;

// Course pricing ------------------------------------------------------------------------------

/** Whole pounds on the wire (the database keeps pence). */
const MAX_POUNDS = 1_000_000;
const pounds = z
  .number({ error: M.priceInvalid })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(MAX_POUNDS, M.priceInvalid);

/** The plan as sent, without the course it belongs to. `category` defaults to the course's. */
export const coursePricingFields = z.object({
  name: requiredText('Plan Name', M.pricingRequired),
  description: requiredText('Description', M.pricingRequired, MAX_LONG),
  badge: requiredText('Badge', M.pricingRequired),
  cta: requiredText('CTA', M.pricingRequired),
  duration: requiredText('Duration', M.pricingRequired),
  extra: requiredText('Extra Info', M.pricingRequired),
  discount: requiredText('Discount', M.pricingRequired),
  category: optionalText('Category'),
  currentPrice: pounds,
  originalPrice: pounds,
  installmentPrice: pounds.default(0),
  installmentMonths: z
    .number({ error: M.installmentMonthsInvalid })
    .int(M.installmentMonthsInvalid)
    .min(0, M.installmentMonthsInvalid)
    .max(120, M.installmentMonthsInvalid)
    .default(0),
  features: z
    .array(text('Plan feature', 'Plan features must be text').trim().max(MAX_SHORT))
    .max(100)
    .default([])
    .transform((list) => list.filter((feature) => feature !== '')),
  highlighted: z.boolean({ error: 'Highlighted must be true or false' }).default(false),
  popular: z.boolean({ error: 'Popular must be true or false' }).default(false),
  accent: coursePlanAccentInput.default('edtech-green'),
});
export type CoursePricingFieldsInput = z.input<typeof coursePricingFields>;
export type CoursePricingValues = z.output<typeof coursePricingFields>;

/** POST/PUT /admin/course-pricing: the plan plus `id`, the course's text id. */
export const coursePricingInput = z.object({ id: courseSlug }).extend(coursePricingFields.shape);
export type CoursePricingInput = z.input<typeof coursePricingInput>;

export const coursePricing = storedRecord({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  originalPrice: z.number(),
  currentPrice: z.number(),
  installmentPrice: z.number(),
  installmentMonths: z.number(),
  discount: z.string(),
  duration: z.string(),
  extra: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
  popular: z.boolean(),
  accent: coursePlanAccent,
  badge: z.string(),
  cta: z.string(),
});
export type CoursePricing = z.infer<typeof coursePricing>;

// The whole course: one transaction -----------------------------------------------------------

/**
 * POST /admin/course-bundles (create) and PUT /admin/course-bundles/{id} (update): course,
 * details and pricing saved together or not at all. As multipart, the field `bundle` holds this
 * JSON and `image` the course image.
 */
export const courseBundleInput = z.object({
  course: courseInput,
  details: z.object(courseDetailsFields.shape, { error: M.detailsRequired }),
  pricing: z.object(coursePricingFields.shape, { error: M.pricingRequired }),
});
export type CourseBundleInput = z.input<typeof courseBundleInput>;

export const courseBundle = z.object({
  course,
  details: courseDetails,
  pricing: coursePricing,
});
export type CourseBundle = z.infer<typeof courseBundle>;

// Icons ---------------------------------------------------------------------------------------

/** Trimmed, lower case, runs of spaces become one hyphen. */
export function normalizeIconName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export const courseIconInput = z.object({
  iconName: text('Icon name', M.iconRequired)
    .transform(normalizeIconName)
    .pipe(
      z
        .string()
        .min(1, M.iconRequired)
        .max(100, tooLong('Icon name', 100))
        .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, M.iconNameInvalid),
    ),
  iconPath: text('SVG path', M.iconRequired)
    .trim()
    .min(1, M.iconRequired)
    .refine(isValidSvgPath, M.iconPathInvalid),
});
export type CourseIconInput = z.input<typeof courseIconInput>;

export const courseIcon = storedRecord({
  iconName: z.string(),
  iconPath: z.string(),
});
export type CourseIcon = z.infer<typeof courseIcon>;

export const courseResponse = envelope(course);
export const courseListResponse = pagedEnvelope(course);
export const courseDetailsResponse = envelope(courseDetails);
export const courseDetailsListResponse = pagedEnvelope(courseDetails);
export const coursePricingResponse = envelope(coursePricing);
export const coursePricingListResponse = pagedEnvelope(coursePricing);
export const courseBundleResponse = envelope(courseBundle);
export const courseIconResponse = envelope(courseIcon);
/** GET /icons/all: every icon, for the icon picker (a short, public list). */
export const courseIconListResponse = envelope(z.array(courseIcon));
/** GET /admin/course-icons: a page of icons. */
export const courseIconPageResponse = pagedEnvelope(courseIcon);
/** GET /icons: icon name → SVG path. */
export const iconMapResponse = envelope(z.record(z.string(), z.string()));
export const iconResponse = envelope(z.object({ iconName: z.string(), iconPath: z.string() }));

// The lists of courses and their parts (docs/courses.md), on the list spine: at most 100 a page.

/** How many courses the screen's page holds (the most a page may hold). */
export const COURSE_PAGE_SIZE = LIST_MAX_LIMIT;
export const courseSortFields = ['position', 'title', 'createdAt'] as const;

/** GET /admin/courses: in catalogue order unless sorted otherwise, searched in title and category. */
export const courseListQuery = listQuery(
  { sortFields: courseSortFields, defaultSortOrder: 'asc', defaultLimit: COURSE_PAGE_SIZE },
  { publishStatus: oneOfFilter('publishStatus', publishStatuses) },
);
export type CourseListQuery = z.output<typeof courseListQuery>;

const courseIdsMessage = `courseIds must name at most ${LIST_MAX_LIMIT} courses, separated by commas`;

/**
 * GET /admin/course-details and /admin/course-pricing: in the courses' catalogue order; with
 * `courseIds` (the courses' text ids, comma separated), those of these courses only, as the
 * courses screen asks for the page it shows.
 */
export const coursePartListQuery = listQuery(
  {
    sortFields: ['position'] as const,
    defaultSortOrder: 'asc',
    defaultLimit: LIST_MAX_LIMIT,
    search: false,
  },
  {
    courseIds: queryField(
      text('courseIds', courseIdsMessage)
        .transform((value) =>
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().max(200, courseIdsMessage)).max(LIST_MAX_LIMIT, courseIdsMessage)),
    ),
  },
);
export type CoursePartListQuery = z.output<typeof coursePartListQuery>;

/** GET /admin/course-icons: by name, searched in the name. */
export const courseIconListQuery = listQuery(
  { sortFields: ['iconName'] as const, defaultSortOrder: 'asc', defaultLimit: LIST_MAX_LIMIT },
  {},
);
export type CourseIconListQuery = z.output<typeof courseIconListQuery>;

/** GET /admin/courses/stats: the screen's figures over every course. */
export const courseStats = z.object({
  total: z.number().int().min(0),
  featured: z.number().int().min(0),
  /** Courses whose plan is marked popular. */
  popular: z.number().int().min(0),
  /** Distinct categories, in any case. */
  categories: z.number().int().min(0),
});
export type CourseStats = z.infer<typeof courseStats>;
export const courseStatsResponse = envelope(courseStats);
