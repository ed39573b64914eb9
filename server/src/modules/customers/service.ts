// What the customers and inquiries services share: the reads and export of their declared list,
// the course a new record names, and setting a record's statuses, deleting it and counting the
// stat cards. Each service keeps its own fields, messages and stat names (customers/service.ts,
// inquiries/service.ts).

import type { Paged } from '@coursedesk/contract/list';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { advanceVersion, forgetVersions, readVersion } from '../../db/record-versions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import type { Courses } from '../module.ts';
import { findCourseSummary } from './repository.ts';

type CourseSummary = NonNullable<Awaited<ReturnType<typeof findCourseSummary>>>;

/** The fields a new record of either list is given from its input. */
interface PersonInput {
  name: string;
  email: string;
  phone?: string | undefined;
  source?: string | undefined;
  courseId?: string | undefined;
  /** A course named by its title: linked when one has it, kept as given otherwise. */
  courseName?: string | undefined;
}

export function peopleService<
  Row,
  NewRow,
  Item,
  Query,
  ExportQuery,
  Counts extends { total: number; recent: number },
>(
  db: Database,
  courses: Courses,
  people: {
    /** Where its writes are recorded in the activity log. */
    area: 'customers' | 'inquiries';
    /** The declared list (db/list/paged-list.ts). */
    list: {
      reads(db: Database): {
        page(query: Query): Promise<Paged<Item>>;
        byId(id: string): Promise<Item | undefined>;
      };
      csv(db: Executor, query: ExportQuery): AsyncGenerator<string>;
    };
    /** The table's writes and stat counts (modules/customers/repository.ts `peopleTable`). */
    table: {
      insert(db: Executor, values: NewRow): Promise<Row>;
      lock(db: Executor, id: string): Promise<Row | undefined>;
      setStatuses(db: Executor, id: string, values: Partial<NewRow>): Promise<Row | undefined>;
      trash(db: Executor, id: string, name: string): Promise<string>;
      delete(db: Executor, id: string): Promise<boolean>;
      statCounts(db: Executor, since: Date): Promise<Counts>;
    };
    present(row: Row): Item;
    messages: { notFound: string; courseNotFound: string };
    /**
     * The change event of a new record, in its transaction (db/outbox.ts): written for every
     * create, from a screen or a form alike. None when omitted.
     */
    announce?(tx: Executor, item: Item): Promise<void>;
  },
) {
  const { area, table, present, messages, announce } = people;
  /** A record's version (docs/architecture.md, "Stale saves"): its status rows send it back. */
  const versionKey = (id: string) => ({ kind: area, id });
  const recordId = (item: Item) => (item as { _id: string })._id;
  const label = (item: Item) => (item as { name: string }).name;
  /** One write's entry in the activity log, in the write's transaction. */
  const record = (
    tx: Executor,
    action: 'create' | 'status_change' | 'delete',
    before: Item | undefined,
    after: Item | undefined,
  ) => {
    const item = (after ?? before) as Item;
    return recordActivity(tx, {
      area,
      action,
      recordId: recordId(item),
      label: label(item),
      before: before as Record<string, unknown> | undefined,
      after: after as Record<string, unknown> | undefined,
    });
  };
  // A page or a record is served again while nothing in its table has been written since: paging
  // back and forth, or several people on one view, costs one version read.
  const reads = people.list.reads(db);

  /**
   * The course `courseId` names (one that does not exist is a 400 on `courseId`), else the one
   * whose title is `courseName`.
   */
  async function courseOf(input: PersonInput): Promise<CourseSummary | undefined> {
    const { courseId } = input;
    if (!courseId) return input.courseName ? courses.findByTitle(db, input.courseName) : undefined;
    const course = await findCourseSummary(db, courseId);
    if (!course) {
      throw new AppError('VALIDATION_ERROR', messages.courseNotFound, {
        issues: [{ path: 'courseId', message: messages.courseNotFound }],
      });
    }
    return course;
  }

  /** The one way a record is written: `create`, and a service's own intake (the website form). */
  async function insert(executor: Executor, values: NewRow): Promise<Item> {
    const item = present(await table.insert(executor, values));
    await record(executor, 'create', undefined, item);
    await announce?.(executor, item);
    return item;
  }

  return {
    page: (query: Query) => reads.page(query),

    /** The record with its version, which a status change names in If-Match. */
    async byId(id: string): Promise<Versioned<Item>> {
      // The version before the record: a save between the two leaves it older, never newer.
      const version = await readVersion(db, [versionKey(id)]);
      const item = await reads.byId(id);
      if (!item) throw notFound(messages.notFound);
      return { data: item, version };
    },

    /** A new record: the fields both lists share from `input`, the list's own from `own`. */
    async create(
      input: PersonInput,
      own: (course: CourseSummary | undefined) => Omit<NewRow, keyof PersonInput | 'courseName'>,
    ): Promise<Item> {
      const course = await courseOf(input);
      const values = {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        courseId: course?.id ?? null,
        courseName: course?.title ?? input.courseName ?? null,
        source: input.source ?? null,
        ...own(course),
      } as NewRow;
      return db.transaction((tx) => insert(tx, values));
    },
    insert,

    /** With `ifMatch`, only the version it names is changed (409 STALE otherwise). */
    async setStatuses(
      id: string,
      values: Partial<NewRow>,
      ifMatch?: IfMatch,
    ): Promise<Versioned<Item>> {
      return db.transaction(async (tx) => {
        const before = await table.lock(tx, id);
        if (!before) throw notFound(messages.notFound);
        const version = versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
        const row = await table.setStatuses(tx, id, values);
        if (!row) throw notFound(messages.notFound);
        const after = present(row);
        await record(tx, 'status_change', present(before), after);
        return { data: after, version };
      });
    },

    /** Moves the record to the trash; answers the trash entry's id. */
    async delete(id: string, ifMatch?: IfMatch): Promise<{ trashId: string }> {
      return db.transaction(async (tx) => {
        const before = await table.lock(tx, id);
        if (!before) throw notFound(messages.notFound);
        versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
        await forgetVersions(tx, [versionKey(id)]);
        const item = present(before);
        const trashId = await table.trash(tx, id, label(item));
        if (!(await table.delete(tx, id))) throw notFound(messages.notFound);
        await record(tx, 'delete', item, undefined);
        return { trashId };
      });
    },

    /** The stat counts, `recent` being the records created in the last `periodDays` days. */
    counts(periodDays: number): Promise<Counts> {
      return table.statCounts(db, new Date(Date.now() - periodDays * 86_400_000));
    },

    /** Every record the filters select, in the list's order, as CSV text a batch at a time. */
    export: (query: ExportQuery) => people.list.csv(db, query),
  };
}
