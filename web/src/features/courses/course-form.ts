import {
  type CourseAccent,
  type CourseBundle,
  type CourseBundleInput,
  type CourseDetails,
  type CoursePlanAccent,
  courseAccents,
  courseBundleInput,
} from '@coursedesk/contract/courses';
import {
  type PublishStatus,
  type SeoFormValues,
  scheduledAt,
  seoFormOf,
  toLocalDateTime,
} from '@coursedesk/contract/publishing';

// The course editor's values, how they come from a stored course and go back as one bundle, and
// how the contract's rules are reported: each message on the tab and field that holds it.

export interface CurriculumTopicValues {
  topic: string;
  /** Objects, so the list editor can key and reorder them; sent as plain texts. */
  subtopics: { text: string }[];
}

export interface CurriculumModuleValues {
  module: string;
  duration: string;
  topics: CurriculumTopicValues[];
}

export interface CourseFormValues {
  course: {
    id: string;
    category: string;
    badge: string;
    title: string;
    desc: string;
    duration: string;
    extra: string;
    accent: CourseAccent;
    iconName: string;
    featured: boolean;
    /** A stored name or full URL, '' for none, or a newly chosen file sent with the save. */
    image: string | File;
    /** The state the save sets (the publishing buttons choose it). */
    publishStatus: PublishStatus;
    /** The schedule's time as the date-time control holds it (local time). */
    publishAt: string;
    seo: SeoFormValues;
  };
  /** The stored details as they are, but for the curriculum's subtopics. */
  details: Omit<CourseDetails, '_id' | 'courseId' | 'curriculum' | 'createdAt' | 'updatedAt'> & {
    curriculum: CurriculumModuleValues[];
  };
  pricing: {
    name: string;
    description: string;
    badge: string;
    cta: string;
    duration: string;
    extra: string;
    discount: string;
    category: string;
    /** Whole pounds as typed; the contract checks them once they are numbers. */
    currentPrice: string;
    originalPrice: string;
    installmentPrice: string;
    installmentMonths: string;
    features: { text: string }[];
    highlighted: boolean;
    popular: boolean;
    accent: CoursePlanAccent;
  };
  /** Which plan fields follow the course ('Same as ...', docs/courses.md). */
  sameAs: Record<SameAsField, boolean>;
}

type PlanTextField = 'name' | 'category' | 'badge' | 'description' | 'duration' | 'extra';
type PlanPriceField = 'currentPrice' | 'originalPrice' | 'discount';
export type SameAsField = PlanTextField | PlanPriceField;

/**
 * The plan fields that may copy a course value, in the Pricing tab's order: the label of the
 * checkbox and where the value comes from. Prices come from the landing page's price texts
 * ('£2,999' gives 2999), as the course itself has none.
 */
export const sameAsLinks: readonly {
  field: SameAsField;
  label: string;
  source: (values: CourseFormValues) => string;
}[] = [
  { field: 'name', label: 'Same as course title', source: (v) => v.course.title },
  { field: 'category', label: 'Same as course category', source: (v) => v.course.category },
  { field: 'badge', label: 'Same as course badge', source: (v) => v.course.badge },
  { field: 'description', label: 'Same as course description', source: (v) => v.course.desc },
  { field: 'duration', label: 'Same as course duration', source: (v) => v.course.duration },
  { field: 'extra', label: 'Same as course extra info', source: (v) => v.course.extra },
  {
    field: 'currentPrice',
    label: 'Same as course current price',
    source: (v) => poundsFromText(v.details.pricing.current),
  },
  {
    field: 'originalPrice',
    label: 'Same as course original price',
    source: (v) => poundsFromText(v.details.pricing.original),
  },
  {
    field: 'discount',
    label: 'Same as course discount',
    source: (v) => v.details.pricing.discount,
  },
];

/** Whole pounds in a price text: '£2,999' → '2999'; '' when it holds no whole amount. */
export function poundsFromText(text: string): string {
  const digits = text.replace(/[£,\s]/g, '');
  return /^\d+$/.test(digits) ? String(Number(digits)) : '';
}

const noLinks = (): Record<SameAsField, boolean> => ({
  name: false,
  category: false,
  badge: false,
  description: false,
  duration: false,
  extra: false,
  currentPrice: false,
  originalPrice: false,
  discount: false,
});

/** A new course: nothing filled in but the default choices (accent green, a testimonial's 5 stars). */
export function newCourseValues(): CourseFormValues {
  return {
    course: {
      id: '',
      category: '',
      badge: '',
      title: '',
      desc: '',
      duration: '',
      extra: '',
      accent: courseAccents[0],
      iconName: '',
      featured: false,
      image: '',
      publishStatus: 'draft',
      publishAt: '',
      seo: seoFormOf(null),
    },
    details: {
      overview: '',
      prerequisites: '',
      features: [],
      curriculum: [],
      tools: [],
      testimonials: [],
      successStats: [],
      pricing: { current: '', original: '', discount: '', deadline: '', features: [] },
      courseInfo: { startDate: '', format: '', support: '', studentsEnrolled: '' },
      trustIndicators: {
        rating: '',
        reviewCount: '',
        testimonialPreview: { text: '', author: '' },
      },
    },
    pricing: {
      name: '',
      description: '',
      badge: '',
      cta: '',
      duration: '',
      extra: '',
      discount: '',
      category: '',
      currentPrice: '',
      originalPrice: '',
      installmentPrice: '0',
      installmentMonths: '0',
      features: [],
      highlighted: false,
      popular: false,
      accent: 'edtech-green',
    },
    sameAs: noLinks(),
  };
}

/** A stored course as the editor's values; a plan field equal to its course value stays linked. */
export function courseFormValuesFrom(bundle: CourseBundle): CourseFormValues {
  const { course, details, pricing } = bundle;
  const values: CourseFormValues = {
    course: {
      id: course.id,
      category: course.category,
      badge: course.badge,
      title: course.title,
      desc: course.desc,
      duration: course.duration,
      extra: course.extra,
      accent: course.accent,
      iconName: course.iconName ?? '',
      featured: course.featured,
      image: course.image ?? '',
      publishStatus: course.publishStatus,
      publishAt: toLocalDateTime(course.publishAt),
      seo: seoFormOf(course.seo),
    },
    details: {
      overview: details.overview,
      prerequisites: details.prerequisites,
      features: details.features.map((feature) => ({ ...feature })),
      curriculum: details.curriculum.map((module) => ({
        module: module.module,
        duration: module.duration,
        topics: module.topics.map((topic) => ({
          topic: topic.topic,
          subtopics: topic.subtopics.map((text) => ({ text })),
        })),
      })),
      tools: details.tools.map((tool) => ({ ...tool })),
      testimonials: details.testimonials.map((testimonial) => ({ ...testimonial })),
      successStats: details.successStats.map((stat) => ({ ...stat })),
      pricing: {
        ...details.pricing,
        features: details.pricing.features.map((feature) => ({ ...feature })),
      },
      courseInfo: { ...details.courseInfo },
      trustIndicators: {
        ...details.trustIndicators,
        testimonialPreview: { ...details.trustIndicators.testimonialPreview },
      },
    },
    pricing: {
      name: pricing.name,
      description: pricing.description,
      badge: pricing.badge,
      cta: pricing.cta,
      duration: pricing.duration,
      extra: pricing.extra,
      discount: pricing.discount,
      category: pricing.category,
      currentPrice: String(pricing.currentPrice),
      originalPrice: String(pricing.originalPrice),
      installmentPrice: String(pricing.installmentPrice),
      installmentMonths: String(pricing.installmentMonths),
      features: pricing.features.map((text) => ({ text })),
      highlighted: pricing.highlighted,
      popular: pricing.popular,
      accent: pricing.accent,
    },
    sameAs: noLinks(),
  };
  for (const link of sameAsLinks) {
    const source = link.source(values);
    values.sameAs[link.field] = source !== '' && source === values.pricing[link.field];
  }
  return values;
}

/** The plan with every linked field set to its course value. */
export function withLinkedPlan(values: CourseFormValues): CourseFormValues['pricing'] {
  const pricing = { ...values.pricing };
  for (const link of sameAsLinks) {
    if (values.sameAs[link.field]) pricing[link.field] = link.source(values);
  }
  return pricing;
}

/** A typed number: blank is missing (the contract's default applies). */
function optionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** A typed number that must be given: blank is no number, which the contract refuses. */
function requiredNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The editor's values as the bundle endpoints take them (before the contract's checks). */
export function toBundleInput(values: CourseFormValues): CourseBundleInput {
  const { course, details } = values;
  const pricing = withLinkedPlan(values);
  return {
    course: {
      ...course,
      iconName: course.iconName.trim() === '' ? null : course.iconName,
      // A chosen file goes as the multipart image; without it, '' removes the image.
      image: course.image instanceof File ? undefined : course.image === '' ? null : course.image,
      publishAt: course.publishStatus === 'scheduled' ? scheduledAt(course.publishAt) : null,
    },
    details: {
      ...details,
      curriculum: details.curriculum.map((module) => ({
        ...module,
        topics: module.topics.map((topic) => ({
          topic: topic.topic,
          subtopics: topic.subtopics.map((subtopic) => subtopic.text),
        })),
      })),
    },
    pricing: {
      ...pricing,
      currentPrice: requiredNumber(pricing.currentPrice),
      originalPrice: requiredNumber(pricing.originalPrice),
      installmentPrice: optionalNumber(pricing.installmentPrice),
      installmentMonths: optionalNumber(pricing.installmentMonths),
      features: pricing.features.map((feature) => feature.text),
    },
  };
}

// Tabs and where each rule's message belongs ---------------------------------------------------

export const courseTabs = [
  { value: 'basic', label: 'Basic Info' },
  { value: 'details', label: 'Details' },
  { value: 'features', label: 'Features & Tools' },
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'seo', label: 'SEO' },
] as const;
export type CourseTab = (typeof courseTabs)[number]['value'];

/** The tab that shows a value, by its path in the editor's values ('details.curriculum.0'). */
export function tabOf(path: string): CourseTab {
  const [part, field] = path.split('.');
  if (part === 'pricing' || part === 'sameAs') return 'pricing';
  if (part === 'course' && field === 'seo') return 'seo';
  if (part !== 'details') return 'basic';
  switch (field) {
    case 'features':
    case 'tools':
      return 'features';
    case 'curriculum':
      return 'curriculum';
    case 'testimonials':
      return 'testimonials';
    default:
      return 'details';
  }
}

/** A rule the values break: the message, the value it is about, and its tab. */
export interface CourseFormIssue {
  path: string;
  message: string;
  tab: CourseTab;
}

/** An issue's path as a path of the editor's values (subtopics are objects there). */
function formPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

export type CourseFormCheck =
  | { ok: true; input: CourseBundleInput; image: File | undefined }
  | { ok: false; issues: CourseFormIssue[] };

/**
 * The contract's checks of the whole course (the server runs the same). Issues come in the
 * order of the tabs, then of the form within a tab: the first is the one to show the user.
 */
export function checkCourseForm(values: CourseFormValues): CourseFormCheck {
  const input = toBundleInput(values);
  const parsed = courseBundleInput.safeParse(input);
  const image = values.course.image instanceof File ? values.course.image : undefined;
  if (parsed.success) return { ok: true, input, image };
  const order = courseTabs.map((tab) => tab.value);
  const issues = parsed.error.issues.map((issue) => {
    const path = formPath(issue.path);
    return { path, message: issue.message, tab: tabOf(path) };
  });
  // A stable sort: within a tab the contract's own order stays.
  issues.sort((a, b) => order.indexOf(a.tab) - order.indexOf(b.tab));
  return { ok: false, issues };
}

/** The DOM id of the control that edits a value of the editor. */
export function courseFieldId(path: string): string {
  return `course-field-${path}`;
}

/**
 * The controls to focus for an issue, most precise first: the value's own control, a module's
 * name, a list's first entry, then the controls of the values that hold it.
 */
export function focusCandidates(path: string): string[] {
  const parts = path.split('.');
  const candidates = [path, `${path}.module`, `${path}.0.text`, `${path}.0.topic`];
  for (let end = parts.length - 1; end > 0; end -= 1) {
    candidates.push(parts.slice(0, end).join('.'));
  }
  return candidates.map(courseFieldId);
}
