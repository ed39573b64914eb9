import {
  type Course,
  type CourseBundle,
  type CourseDetails,
  type CourseDetailsValues,
  type CourseIcon,
  type CoursePricing,
  type CoursePricingValues,
  type CourseValues,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Database, Executor } from '../../db/client.ts';
import { conflictOnDuplicate, notFound } from '../../lib/errors.ts';
import { claimMedia, releaseMedia, replaceMedia } from '../../uploads/references.ts';
import * as repo from './repository.ts';

// Courses, their details and pricing plans (spec §3, §7), and the course icons. A course's
// details and pricing hang off the course row (ON DELETE CASCADE); the "bundle" operations
// write or delete all three in one transaction, so a failure anywhere changes nothing.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path's `{id}` is the record's `_id`, or the course's text id (slug). */
const isUuid = (key: string) => UUID.test(key);

const COURSE_IMAGES = 'course-images' as const;
const AVATARS = 'testimonials' as const;

// Wire ↔ rows -----------------------------------------------------------------------------

function presentCourse(row: repo.CourseRow): Course {
  return {
    _id: row.id,
    id: row.slug,
    category: row.category,
    badge: row.badge,
    title: row.title,
    desc: row.description,
    duration: row.duration,
    extra: row.extra,
    accent: row.accent,
    iconName: row.iconName,
    featured: row.featured,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentDetails(row: repo.DetailsRow): CourseDetails {
  return {
    _id: row.id,
    courseId: row.courseSlug,
    overview: row.overview,
    prerequisites: row.prerequisites,
    features: row.features,
    curriculum: row.curriculum,
    tools: row.tools,
    testimonials: row.testimonials,
    successStats: row.successStats,
    pricing: row.pricing,
    courseInfo: row.courseInfo,
    trustIndicators: row.trustIndicators,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPounds = (pence: number) => Math.round(pence / 100);

function presentPricing(row: repo.PricingRow): CoursePricing {
  return {
    _id: row.id,
    id: row.courseSlug,
    name: row.name,
    category: row.category,
    originalPrice: toPounds(row.originalPricePence),
    currentPrice: toPounds(row.currentPricePence),
    installmentPrice: toPounds(row.installmentPricePence),
    installmentMonths: row.installmentMonths,
    discount: row.discount,
    duration: row.duration,
    extra: row.extra,
    description: row.description,
    features: row.features,
    highlighted: row.highlighted,
    popular: row.popular,
    accent: row.accent,
    badge: row.badge,
    cta: row.cta,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentIcon(row: repo.IconRow): CourseIcon {
  return {
    _id: row.id,
    iconName: row.iconName,
    iconPath: row.iconPath,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The course's columns; `image` undefined keeps the current image, '' or null removes it. */
function courseColumns(values: CourseValues): Omit<repo.NewCourseRow, 'image'> & {
  image?: string | null;
} {
  return {
    slug: values.id,
    category: values.category,
    badge: values.badge,
    title: values.title,
    description: values.desc,
    duration: values.duration,
    extra: values.extra,
    accent: values.accent,
    iconName: values.iconName || null,
    featured: values.featured,
    ...(values.image === undefined ? {} : { image: values.image || null }),
  };
}

function detailsColumns(courseId: string, values: CourseDetailsValues): repo.NewDetailsRow {
  return { courseId, ...values };
}

function pricingColumns(course: repo.CourseRow, values: CoursePricingValues): repo.NewPricingRow {
  return {
    courseId: course.id,
    name: values.name,
    category: values.category || course.category,
    originalPricePence: values.originalPrice * 100,
    currentPricePence: values.currentPrice * 100,
    installmentPricePence: values.installmentPrice * 100,
    installmentMonths: values.installmentMonths,
    discount: values.discount,
    duration: values.duration,
    extra: values.extra,
    description: values.description,
    badge: values.badge,
    cta: values.cta,
    features: values.features,
    highlighted: values.highlighted,
    popular: values.popular,
    accent: values.accent,
  };
}

const avatarsOf = (details: { testimonials: { avatar: string }[] } | undefined) =>
  (details?.testimonials ?? []).map((testimonial) => testimonial.avatar);

/** The testimonial avatars a details row names change from `before` to `after`. */
async function replaceAvatars(tx: Executor, before: string[], after: string[]): Promise<void> {
  for (const avatar of after) await claimMedia(tx, AVATARS, avatar);
  for (const avatar of before) await releaseMedia(tx, AVATARS, avatar);
}

export interface CourseBundleValues {
  course: CourseValues;
  details: CourseDetailsValues;
  pricing: CoursePricingValues;
}

export interface CoursesServiceOptions {
  /**
   * Runs inside a bundle's transaction just before the pricing plan is written; a test makes it
   * throw to show that nothing of the save is kept.
   */
  beforePricingWrite?: (tx: Executor) => Promise<void>;
}

export type CoursesService = ReturnType<typeof createCoursesService>;

export function createCoursesService(db: Database, options: CoursesServiceOptions = {}) {
  const duplicateCourse = <T>(write: () => Promise<T>) =>
    conflictOnDuplicate(M.duplicateCourse, write);

  async function findCourse(tx: Executor, key: string): Promise<repo.CourseRow | undefined> {
    if (isUuid(key)) {
      const row = await repo.findCourseById(tx, key);
      if (row) return row;
    }
    return repo.findCourseBySlug(tx, key);
  }

  async function requireCourse(tx: Executor, key: string): Promise<repo.CourseRow> {
    const row = await findCourse(tx, key);
    if (!row) throw notFound(M.courseNotFound);
    return row;
  }

  /** The course, locked for the rest of the transaction. */
  async function lockCourse(tx: Executor, key: string): Promise<repo.CourseRow> {
    const found = await requireCourse(tx, key);
    const locked = await repo.lockCourse(tx, found.id);
    if (!locked) throw notFound(M.courseNotFound);
    return locked;
  }

  async function findDetails(tx: Executor, key: string) {
    if (isUuid(key)) {
      const row = await repo.findDetailsById(tx, key);
      if (row) return row;
    }
    const course = await findCourse(tx, key);
    return course ? repo.findDetailsByCourse(tx, course.id) : undefined;
  }

  async function findPricing(tx: Executor, key: string) {
    if (isUuid(key)) {
      const row = await repo.findPricingById(tx, key);
      if (row) return row;
    }
    const course = await findCourse(tx, key);
    return course ? repo.findPricingByCourse(tx, course.id) : undefined;
  }

  async function requireDetails(tx: Executor, key: string) {
    const row = await findDetails(tx, key);
    if (!row) throw notFound(M.detailsNotFound);
    return row;
  }

  async function requirePricing(tx: Executor, key: string) {
    const row = await findPricing(tx, key);
    if (!row) throw notFound(M.pricingNotFound);
    return row;
  }

  async function readBundle(tx: Executor, course: repo.CourseRow): Promise<CourseBundle> {
    const [details, pricing] = await Promise.all([
      repo.findDetailsByCourse(tx, course.id),
      repo.findPricingByCourse(tx, course.id),
    ]);
    if (!details) throw notFound(M.detailsNotFound);
    if (!pricing) throw notFound(M.pricingNotFound);
    return {
      course: presentCourse(course),
      details: presentDetails(details),
      pricing: presentPricing(pricing),
    };
  }

  /** Deletes the course with its details and pricing, releasing the images they named. */
  async function deleteCourseAndParts(tx: Executor, key: string): Promise<void> {
    const course = await lockCourse(tx, key);
    const details = await repo.findDetailsByCourse(tx, course.id);
    await repo.deleteCourse(tx, course.id);
    await releaseMedia(tx, COURSE_IMAGES, course.image);
    await replaceAvatars(tx, avatarsOf(details), []);
  }

  return {
    // Courses ---------------------------------------------------------------------------------
    async listCourses(): Promise<Course[]> {
      return (await repo.findCourses(db)).map(presentCourse);
    },
    async getCourse(key: string): Promise<Course> {
      return presentCourse(await requireCourse(db, key));
    },
    async createCourse(values: CourseValues): Promise<Course> {
      const row = await duplicateCourse(() =>
        db.transaction(async (tx) => {
          const { image, ...columns } = courseColumns(values);
          const inserted = await repo.insertCourse(tx, { ...columns, image: image ?? null });
          await claimMedia(tx, COURSE_IMAGES, inserted.image);
          return inserted;
        }),
      );
      return presentCourse(row);
    },
    async updateCourse(key: string, values: CourseValues): Promise<Course> {
      const row = await duplicateCourse(() =>
        db.transaction(async (tx) => {
          const before = await lockCourse(tx, key);
          const updated = await repo.updateCourse(tx, before.id, courseColumns(values));
          if (!updated) throw notFound(M.courseNotFound);
          await replaceMedia(tx, COURSE_IMAGES, before.image, updated.image);
          return updated;
        }),
      );
      return presentCourse(row);
    },
    /** Deleting a course deletes its details and pricing with it. */
    async deleteCourse(key: string): Promise<void> {
      await db.transaction((tx) => deleteCourseAndParts(tx, key));
    },

    // Details ---------------------------------------------------------------------------------
    async listDetails(): Promise<CourseDetails[]> {
      return (await repo.findAllDetails(db)).map(presentDetails);
    },
    async getDetails(key: string): Promise<CourseDetails> {
      return presentDetails(await requireDetails(db, key));
    },
    async createDetails(courseKey: string, values: CourseDetailsValues): Promise<CourseDetails> {
      const id = await conflictOnDuplicate(M.duplicateDetails, () =>
        db.transaction(async (tx) => {
          const course = await lockCourse(tx, courseKey);
          const inserted = await repo.insertDetails(tx, detailsColumns(course.id, values));
          await replaceAvatars(tx, [], avatarsOf(values));
          return inserted;
        }),
      );
      return presentDetails(await requireDetails(db, id));
    },
    async updateDetails(
      key: string,
      courseKey: string,
      values: CourseDetailsValues,
    ): Promise<CourseDetails> {
      const id = await conflictOnDuplicate(M.duplicateDetails, () =>
        db.transaction(async (tx) => {
          const before = await requireDetails(tx, key);
          const course = await lockCourse(tx, courseKey);
          await repo.updateDetails(tx, before.id, detailsColumns(course.id, values));
          await replaceAvatars(tx, avatarsOf(before), avatarsOf(values));
          return before.id;
        }),
      );
      return presentDetails(await requireDetails(db, id));
    },
    async deleteDetails(key: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requireDetails(tx, key);
        await repo.deleteDetails(tx, before.id);
        await replaceAvatars(tx, avatarsOf(before), []);
      });
    },

    // Pricing ---------------------------------------------------------------------------------
    async listPricing(): Promise<CoursePricing[]> {
      return (await repo.findAllPricing(db)).map(presentPricing);
    },
    async getPricing(key: string): Promise<CoursePricing> {
      return presentPricing(await requirePricing(db, key));
    },
    async createPricing(courseKey: string, values: CoursePricingValues): Promise<CoursePricing> {
      const id = await conflictOnDuplicate(M.duplicatePricing, () =>
        db.transaction(async (tx) => {
          const course = await lockCourse(tx, courseKey);
          return repo.insertPricing(tx, pricingColumns(course, values));
        }),
      );
      return presentPricing(await requirePricing(db, id));
    },
    async updatePricing(
      key: string,
      courseKey: string,
      values: CoursePricingValues,
    ): Promise<CoursePricing> {
      const id = await conflictOnDuplicate(M.duplicatePricing, () =>
        db.transaction(async (tx) => {
          const before = await requirePricing(tx, key);
          const course = await lockCourse(tx, courseKey);
          await repo.updatePricing(tx, before.id, pricingColumns(course, values));
          return before.id;
        }),
      );
      return presentPricing(await requirePricing(db, id));
    },
    async deletePricing(key: string): Promise<void> {
      const before = await requirePricing(db, key);
      if (!(await repo.deletePricing(db, before.id))) throw notFound(M.pricingNotFound);
    },

    // The whole course, in one transaction -----------------------------------------------------
    async getBundle(key: string): Promise<CourseBundle> {
      return readBundle(db, await requireCourse(db, key));
    },
    /** Creates course, details and pricing together; a taken course id is 409. */
    async createBundle(values: CourseBundleValues): Promise<CourseBundle> {
      return duplicateCourse(() =>
        db.transaction(async (tx) => {
          const { image, ...columns } = courseColumns(values.course);
          const course = await repo.insertCourse(tx, { ...columns, image: image ?? null });
          await claimMedia(tx, COURSE_IMAGES, course.image);
          await repo.insertDetails(tx, detailsColumns(course.id, values.details));
          await replaceAvatars(tx, [], avatarsOf(values.details));
          await options.beforePricingWrite?.(tx);
          await repo.insertPricing(tx, pricingColumns(course, values.pricing));
          return readBundle(tx, course);
        }),
      );
    },
    /**
     * Updates the course (its id may change) and creates or replaces its details and pricing,
     * together. A new id that another course has is 409.
     */
    async updateBundle(key: string, values: CourseBundleValues): Promise<CourseBundle> {
      return duplicateCourse(() =>
        db.transaction(async (tx) => {
          const before = await lockCourse(tx, key);
          const detailsBefore = await repo.findDetailsByCourse(tx, before.id);
          const course = await repo.updateCourse(tx, before.id, courseColumns(values.course));
          if (!course) throw notFound(M.courseNotFound);
          await replaceMedia(tx, COURSE_IMAGES, before.image, course.image);
          await repo.upsertDetails(tx, detailsColumns(course.id, values.details));
          await replaceAvatars(tx, avatarsOf(detailsBefore), avatarsOf(values.details));
          await options.beforePricingWrite?.(tx);
          await repo.upsertPricing(tx, pricingColumns(course, values.pricing));
          return readBundle(tx, course);
        }),
      );
    },
    async deleteBundle(key: string): Promise<void> {
      await db.transaction((tx) => deleteCourseAndParts(tx, key));
    },

    // Icons -----------------------------------------------------------------------------------
    async listIcons(): Promise<CourseIcon[]> {
      return (await repo.findIcons(db)).map(presentIcon);
    },
    async iconMap(): Promise<Record<string, string>> {
      const rows = await repo.findIcons(db);
      return Object.fromEntries(rows.map((row) => [row.iconName, row.iconPath]));
    },
    async getIcon(key: string): Promise<CourseIcon> {
      const row = isUuid(key)
        ? ((await repo.findIconById(db, key)) ?? (await repo.findIconByName(db, key)))
        : await repo.findIconByName(db, key);
      if (!row) throw notFound(M.iconNotFound);
      return presentIcon(row);
    },
    async createIcon(values: { iconName: string; iconPath: string }): Promise<CourseIcon> {
      return presentIcon(
        await conflictOnDuplicate(M.duplicateIcon, () => repo.insertIcon(db, values)),
      );
    },
    async updateIcon(
      id: string,
      values: { iconName: string; iconPath: string },
    ): Promise<CourseIcon> {
      const row = await conflictOnDuplicate(M.duplicateIcon, () => repo.updateIcon(db, id, values));
      if (!row) throw notFound(M.iconNotFound);
      return presentIcon(row);
    },
    async deleteIcon(id: string): Promise<void> {
      if (!(await repo.deleteIcon(db, id))) throw notFound(M.iconNotFound);
    },
  };
}
