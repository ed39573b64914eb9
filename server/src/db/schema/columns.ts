// Column builders and check helpers shared by the schema modules. Deliberately not re-exported
// from index.ts: the schema object handed to drizzle holds tables only.

import { publishStatuses } from '@coursedesk/contract/publishing';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  integer,
  type PgColumn,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every table's primary key; the API exposes it as `_id`. */
export const id = () => uuid().primaryKey().defaultRandom();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Set by the database on insert and by drizzle on every `update()` it builds. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Display order of a list the site shows in a chosen order; ties fall back to `created_at`. */
export const position = () => integer().notNull().default(0);

/** Money in minor units (pence). Column names end in `Pence`; the wire carries pounds. */
export const pence = () => bigint({ mode: 'number' });

/** ISO 4217 code, upper case; GBP unless told otherwise. */
export const currency = () => text().notNull().default('GBP');

/**
 * `column in ('a', 'b', …)` with the values written as literals, so drizzle-kit emits them into
 * the migration (a bound parameter would come out as `$1`). The values are constants of the code.
 */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** Text that is neither empty nor padded with white space. */
export function trimmedNonEmpty(column: PgColumn): SQL {
  return sql`${column} <> '' and ${column} = btrim(${column})`;
}

export function currencyCode(column: PgColumn): SQL {
  return sql`${column} ~ '^[A-Z]{3}$'`;
}

/**
 * A person's name, e-mail and phone in one lower-cased text, kept by the database (a stored
 * generated column): the list's search matches it with `like '%text%'` through ONE trigram index.
 * The parts are joined by the unit separator (U+001F), which no search contains, so a match never
 * runs from one field into the next. docs/performance.md, "The cold path of a search".
 */
export const personSearchText = () =>
  text()
    .notNull()
    .generatedAlwaysAs(
      sql`lower("name" || chr(31) || "email" || chr(31) || coalesce("phone", ''))`,
    );

/**
 * Whether the public site shows the row (docs/publishing.md): `draft`, `published`, or
 * `scheduled` with `publish_at`, live from that time on. A new row is a draft.
 */
export const publishingColumns = () => ({
  publishStatus: text({ enum: publishStatuses }).notNull().default('draft'),
  publishAt: timestamp({ withTimezone: true }),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the public search matches (modules/public, docs/website-api.md "Search"): English words,
 * stemmed, each part weighted (A the title, B the short texts, C the body), kept by the database
 * as a stored generated column with a GIN index, so a search reads no text and ranks from it.
 * `parts` are SQL over the row's own columns, by weight.
 */
export const searchVector = (parts: { weight: 'A' | 'B' | 'C'; text: SQL }[]) =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(
      sql.join(
        parts.map(
          ({ weight, text: part }) =>
            sql`setweight(to_tsvector('english'::regconfig, coalesce(${part}, '')), ${sql.raw(`'${weight}'`)})`,
        ),
        sql` || `,
      ),
    );
