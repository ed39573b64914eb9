/** What every person record has, in the columns both tables name alike. */
export interface PersonRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  courseId: string | null;
  courseName: string | null;
  source: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields both records show alike; the id also as `_id` (docs/data-model.md, wire names). */
export function presentPerson(row: PersonRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    courseId: row.courseId,
    courseName: row.courseName,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
