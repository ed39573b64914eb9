import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companyInfo, contactData, highlightedCountries } from '../../db/schema/index.ts';

// Every SQL statement of the company info page's three single-record tables. Each table holds
// at most one row (its `singleton` column is unique), so "the" record is the only row, and an
// upsert on that column writes it whether or not it exists yet. The service decides which
// statements share a transaction.

export type CompanyInfoRow = typeof companyInfo.$inferSelect;
export type NewCompanyInfoRow = Omit<
  typeof companyInfo.$inferInsert,
  'id' | 'singleton' | 'createdAt' | 'updatedAt'
>;
export type ContactDataRow = typeof contactData.$inferSelect;
export type NewContactDataRow = Omit<
  typeof contactData.$inferInsert,
  'id' | 'singleton' | 'createdAt' | 'updatedAt'
>;
export type CountriesRow = typeof highlightedCountries.$inferSelect;
export type NewCountriesRow = Omit<
  typeof highlightedCountries.$inferInsert,
  'id' | 'singleton' | 'createdAt' | 'updatedAt'
>;

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('the write returned no row');
  return row;
}

const touched = { updatedAt: sql`now()` };

/** Each single record's table, for the statements the three share (read and delete by `_id`). */
export const recordTables = { companyInfo, contactData, highlightedCountries } as const;
export type RecordName = keyof typeof recordTables;
export type RecordRow<Name extends RecordName> = (typeof recordTables)[Name]['$inferSelect'];

export function findRecordById<Name extends RecordName>(
  db: Executor,
  name: Name,
  id: string,
): Promise<RecordRow<Name> | undefined> {
  const table = recordTables[name] as PgTable & { id: PgColumn };
  return first(db.select().from(table).where(eq(table.id, id))) as Promise<
    RecordRow<Name> | undefined
  >;
}

/** Deletes the record with this `_id`; whether there was one. */
export async function deleteRecord(db: Executor, name: RecordName, id: string): Promise<boolean> {
  const table = recordTables[name] as PgTable & { id: PgColumn };
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

// Company info ----------------------------------------------------------------------------------

export function findCompanyInfo(db: Executor): Promise<CompanyInfoRow | undefined> {
  return first(db.select().from(companyInfo).limit(1));
}

export function updateCompanyInfo(db: Executor, id: string, values: NewCompanyInfoRow) {
  return first(
    db
      .update(companyInfo)
      .set({ ...values, ...touched })
      .where(eq(companyInfo.id, id))
      .returning(),
  );
}

export function upsertCompanyInfo(db: Executor, values: NewCompanyInfoRow) {
  return only(
    db
      .insert(companyInfo)
      .values(values)
      .onConflictDoUpdate({ target: companyInfo.singleton, set: { ...values, ...touched } })
      .returning(),
  );
}

// Contact data ----------------------------------------------------------------------------------

export function findContactData(db: Executor): Promise<ContactDataRow | undefined> {
  return first(db.select().from(contactData).limit(1));
}

export function updateContactData(db: Executor, id: string, values: NewContactDataRow) {
  return first(
    db
      .update(contactData)
      .set({ ...values, ...touched })
      .where(eq(contactData.id, id))
      .returning(),
  );
}

export function upsertContactData(db: Executor, values: NewContactDataRow) {
  return only(
    db
      .insert(contactData)
      .values(values)
      .onConflictDoUpdate({ target: contactData.singleton, set: { ...values, ...touched } })
      .returning(),
  );
}

// Highlighted countries ---------------------------------------------------------------------------

export function findCountries(db: Executor): Promise<CountriesRow | undefined> {
  return first(db.select().from(highlightedCountries).limit(1));
}

export function updateCountries(db: Executor, id: string, values: NewCountriesRow) {
  return first(
    db
      .update(highlightedCountries)
      .set({ ...values, ...touched })
      .where(eq(highlightedCountries.id, id))
      .returning(),
  );
}

export function upsertCountries(db: Executor, values: NewCountriesRow) {
  return only(
    db
      .insert(highlightedCountries)
      .values(values)
      .onConflictDoUpdate({
        target: highlightedCountries.singleton,
        set: { ...values, ...touched },
      })
      .returning(),
  );
}
