import {
  type CompanyInfo,
  type CompanyInfoValues,
  type CompanySettings,
  type CompanySettingsValues,
  type ContactData,
  type ContactDataValues,
  type HighlightedCountries,
  type HighlightedCountriesValues,
  companyMessages as M,
} from '@coursedesk/contract/company';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { recordContentChange, type ShownRecord } from '../../db/outbox.ts';
import { advanceVersion, type RecordKey, readVersion } from '../../db/record-versions.ts';
import { AppError, appErrorForDatabase, notFound } from '../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import { presentCompanyInfoFields, presentContactDataFields, presentOffice } from './presenter.ts';
import * as repo from './repository.ts';

// The company info page's three single records (docs/company.md): company info, contact data and the
// highlighted countries. Each keeps its own list/create/update endpoints; the page saves
// all three in one transaction, so a failure in any of them keeps none of the save (three calls in a
// row could leave the page half saved).

// Wire ↔ rows -------------------------------------------------------------------------------------

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function presentCompanyInfo(row: repo.CompanyInfoRow): CompanyInfo {
  return { _id: row.id, ...presentCompanyInfoFields(row), ...stamps(row) };
}

function presentContactData(row: repo.ContactDataRow): ContactData {
  return { _id: row.id, ...presentContactDataFields(row), ...stamps(row) };
}

function presentCountries(row: repo.CountriesRow): HighlightedCountries {
  return { _id: row.id, countries: row.countries, ...stamps(row) };
}

const contactColumns = (values: ContactDataValues): repo.NewContactDataRow => ({
  ...values,
  offices: values.offices.map(presentOffice),
});

/**
 * Runs one record's write; a failure that is not already the client's (a missing record, a
 * taken singleton) answers with that record's save-failure message (docs/company.md), keeping the status the
 * database error earns (503 while it is unreachable, 400 for a value it refuses, else 500).
 */
async function writing<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const database = appErrorForDatabase(error);
    throw new AppError(database?.code ?? 'INTERNAL_ERROR', message, {
      headers: database?.headers,
      cause: error,
    });
  }
}

/** A create's result: the record, and whether it is new (or the existing one, updated). */
export interface Saved<T> {
  record: T;
  created: boolean;
}

const listOf = <T>(row: T | undefined) => (row ? [row] : []);

const SETTINGS_LABEL = 'Company settings';
const recordLabels: Record<repo.RecordName, string> = {
  companyInfo: 'Company info',
  contactData: 'Contact data',
  highlightedCountries: 'Highlighted countries',
};

/** Each record's name in its change events: the website's address for it (`/public/<name>`). */
const contentKinds: Record<repo.RecordName, string> = {
  companyInfo: 'company-info',
  contactData: 'contact-data',
  highlightedCountries: 'highlighted-countries',
};

/**
 * Each is a single record the site shows on its pages, at an address that stays when it is
 * deleted: every write of it is `content.updated`, with no key (docs/webhooks.md).
 */
const SINGLE: ShownRecord = { key: null };

type AnyRecordRow = repo.CompanyInfoRow | repo.ContactDataRow | repo.CountriesRow;

/** One company record's change event, in the write's transaction. */
function announceCompany(
  tx: Executor,
  name: repo.RecordName,
  before: AnyRecordRow | undefined,
  after: AnyRecordRow | undefined,
): Promise<void> {
  return recordContentChange(tx, contentKinds[name], before, after, SINGLE);
}

/** One company record's write in the activity log and its change event, in the write's transaction. */
async function recordCompany(
  tx: Executor,
  name: repo.RecordName,
  action: 'create' | 'update' | 'delete',
  before: AnyRecordRow | undefined,
  after: AnyRecordRow | undefined,
): Promise<void> {
  await recordActivity(tx, {
    area: 'company',
    action,
    recordId: (after ?? before)?.id ?? null,
    label: recordLabels[name],
    before,
    after,
  });
  await announceCompany(tx, name, before, after);
}

async function settingsIn(tx: Executor) {
  const [info, contact, countries] = await Promise.all([
    repo.findCompanyInfo(tx),
    repo.findContactData(tx),
    repo.findCountries(tx),
  ]);
  return { info, contact, countries };
}

/** The three records of the page as one flat record: `companyInfo.<field>` and so on. */
function flatSettings(settings: Awaited<ReturnType<typeof settingsIn>>) {
  const parts = [
    ['companyInfo', settings.info],
    ['contactData', settings.contact],
    ['highlightedCountries', settings.countries],
  ] as const;
  return Object.fromEntries(
    parts.flatMap(([prefix, row]) =>
      Object.entries(row ?? {})
        .filter(([key]) => key !== 'id' && key !== 'createdAt' && key !== 'updatedAt')
        .map(([key, value]) => [`${prefix}.${key}`, value]),
    ),
  );
}

/**
 * A record's version is kept under its name, not its id: each is the only one of its kind, and
 * one deleted and created again goes on from the version it had.
 */
const versionKey = (name: repo.RecordName): RecordKey => ({ kind: 'company', id: name });

/** The page's version: its three records', always in this order (the order they are locked in). */
const PAGE_KEYS = [
  versionKey('companyInfo'),
  versionKey('contactData'),
  versionKey('highlightedCountries'),
];

/** Creates the record, or updates the one there is; its entry says which. */
async function upsertRecorded<Row extends AnyRecordRow>(
  tx: Executor,
  name: repo.RecordName,
  find: (tx: Executor) => Promise<Row | undefined>,
  upsert: (tx: Executor) => Promise<Row>,
): Promise<{ row: Row; created: boolean }> {
  await advanceVersion(tx, [versionKey(name)], undefined);
  const before = await find(tx);
  const row = await upsert(tx);
  await recordCompany(tx, name, before ? 'update' : 'create', before, row);
  return { row, created: !before };
}

/**
 * Updates the record with this id, with its entry, and answers it with its new version; with
 * `ifMatch`, only the version it names (409 STALE otherwise). `missing` when there is none.
 */
async function updateRecorded<Row extends AnyRecordRow>(
  tx: Executor,
  name: repo.RecordName,
  id: string,
  ifMatch: IfMatch,
  missing: string,
  update: (tx: Executor) => Promise<Row | undefined>,
): Promise<Versioned<Row>> {
  const before = await repo.findRecordById(tx, name, id);
  if (!before) throw notFound(missing);
  const version = versionOrStale(await advanceVersion(tx, [versionKey(name)], ifMatch));
  const row = await update(tx);
  if (!row) throw notFound(missing);
  await recordCompany(tx, name, 'update', before, row);
  return { data: row, version };
}

/** Deletes the record with this id, with its entry (with `ifMatch`, only that version). */
async function deleteRecorded(
  db: Database,
  name: repo.RecordName,
  id: string,
  ifMatch: IfMatch,
  missing: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findRecordById(tx, name, id);
    if (!before) throw notFound(missing);
    versionOrStale(await advanceVersion(tx, [versionKey(name)], ifMatch));
    if (!(await repo.deleteRecord(tx, name, id))) throw notFound(missing);
    await recordCompany(tx, name, 'delete', before, undefined);
  });
}

/** A record read by id, with its version; `missing` when there is none. */
async function readRecorded<Name extends repo.RecordName, T>(
  db: Database,
  name: Name,
  id: string,
  missing: string,
  present: (row: repo.RecordRow<Name>) => T,
): Promise<Versioned<T>> {
  // The version first: a save in between leaves it older than the record, never newer.
  const version = await readVersion(db, [versionKey(name)]);
  const row = await repo.findRecordById(db, name, id);
  if (!row) throw notFound(missing);
  return { data: present(row), version };
}

const presentVersioned = <Row, T>(
  { data, version }: Versioned<Row>,
  present: (row: Row) => T,
): Versioned<T> => ({ data: present(data), version });

export type CompanyService = ReturnType<typeof createCompanyService>;

export function createCompanyService(db: Database) {
  return {
    // The page: all three together -------------------------------------------------------------
    /** The page, with its version: one part per record (PAGE_KEYS). */
    async getSettings(): Promise<Versioned<CompanySettings>> {
      // The version first: a save in between leaves it older than the records, never newer.
      const version = await readVersion(db, PAGE_KEYS);
      const [info, contact, countries] = await Promise.all([
        repo.findCompanyInfo(db),
        repo.findContactData(db),
        repo.findCountries(db),
      ]);
      return {
        data: {
          companyInfo: info ? presentCompanyInfo(info) : null,
          contactData: contact ? presentContactData(contact) : null,
          highlightedCountries: countries ? presentCountries(countries) : null,
        },
        version,
      };
    },
    /**
     * Writes company info, then contact data, then the highlighted countries (the page's order),
     * each created or updated, in one transaction: all three are kept or none. With `ifMatch`,
     * only when the page is still at the version it names (409 STALE otherwise).
     */
    async saveSettings(
      values: CompanySettingsValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<CompanySettings>> {
      return db.transaction(async (tx) => {
        const version = versionOrStale(await advanceVersion(tx, PAGE_KEYS, ifMatch));
        const before = await settingsIn(tx);
        const info = await writing(M.companyInfoFailed, () =>
          repo.upsertCompanyInfo(tx, values.companyInfo),
        );
        const contact = await writing(M.contactDataFailed, () =>
          repo.upsertContactData(tx, contactColumns(values.contactData)),
        );
        const countries = await writing(M.countriesFailed, () =>
          repo.upsertCountries(tx, values.highlightedCountries),
        );
        await recordActivity(tx, {
          area: 'company',
          action: 'settings',
          recordId: null,
          label: SETTINGS_LABEL,
          before: flatSettings(before),
          after: flatSettings({ info, contact, countries }),
        });
        await announceCompany(tx, 'companyInfo', before.info, info);
        await announceCompany(tx, 'contactData', before.contact, contact);
        await announceCompany(tx, 'highlightedCountries', before.countries, countries);
        return {
          data: {
            companyInfo: presentCompanyInfo(info),
            contactData: presentContactData(contact),
            highlightedCountries: presentCountries(countries),
          },
          version,
        };
      });
    },

    // Company info -----------------------------------------------------------------------------
    async listCompanyInfo(): Promise<CompanyInfo[]> {
      return listOf(await repo.findCompanyInfo(db)).map(presentCompanyInfo);
    },
    /** Creates the record, or updates it when one exists (a second create from a stale page). */
    async createCompanyInfo(values: CompanyInfoValues): Promise<Saved<CompanyInfo>> {
      const { row, created } = await writing(M.companyInfoFailed, () =>
        db.transaction((tx) =>
          upsertRecorded(tx, 'companyInfo', repo.findCompanyInfo, (t) =>
            repo.upsertCompanyInfo(t, values),
          ),
        ),
      );
      return { record: presentCompanyInfo(row), created };
    },
    getCompanyInfo(id: string): Promise<Versioned<CompanyInfo>> {
      return readRecorded(db, 'companyInfo', id, M.companyInfoNotFound, presentCompanyInfo);
    },
    deleteCompanyInfo(id: string, ifMatch?: IfMatch): Promise<void> {
      return deleteRecorded(db, 'companyInfo', id, ifMatch, M.companyInfoNotFound);
    },
    async updateCompanyInfo(
      id: string,
      values: CompanyInfoValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<CompanyInfo>> {
      const saved = await writing(M.companyInfoFailed, () =>
        db.transaction((tx) =>
          updateRecorded(tx, 'companyInfo', id, ifMatch, M.companyInfoNotFound, (t) =>
            repo.updateCompanyInfo(t, id, values),
          ),
        ),
      );
      return presentVersioned(saved, presentCompanyInfo);
    },

    // Contact data -----------------------------------------------------------------------------
    async listContactData(): Promise<ContactData[]> {
      return listOf(await repo.findContactData(db)).map(presentContactData);
    },
    async createContactData(values: ContactDataValues): Promise<Saved<ContactData>> {
      const { row, created } = await writing(M.contactDataFailed, () =>
        db.transaction((tx) =>
          upsertRecorded(tx, 'contactData', repo.findContactData, (t) =>
            repo.upsertContactData(t, contactColumns(values)),
          ),
        ),
      );
      return { record: presentContactData(row), created };
    },
    getContactData(id: string): Promise<Versioned<ContactData>> {
      return readRecorded(db, 'contactData', id, M.contactDataNotFound, presentContactData);
    },
    deleteContactData(id: string, ifMatch?: IfMatch): Promise<void> {
      return deleteRecorded(db, 'contactData', id, ifMatch, M.contactDataNotFound);
    },
    async updateContactData(
      id: string,
      values: ContactDataValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<ContactData>> {
      const saved = await writing(M.contactDataFailed, () =>
        db.transaction((tx) =>
          updateRecorded(tx, 'contactData', id, ifMatch, M.contactDataNotFound, (t) =>
            repo.updateContactData(t, id, contactColumns(values)),
          ),
        ),
      );
      return presentVersioned(saved, presentContactData);
    },

    // Highlighted countries --------------------------------------------------------------------
    async listCountries(): Promise<HighlightedCountries[]> {
      return listOf(await repo.findCountries(db)).map(presentCountries);
    },
    async createCountries(
      values: HighlightedCountriesValues,
    ): Promise<Saved<HighlightedCountries>> {
      const { row, created } = await writing(M.countriesFailed, () =>
        db.transaction((tx) =>
          upsertRecorded(tx, 'highlightedCountries', repo.findCountries, (t) =>
            repo.upsertCountries(t, values),
          ),
        ),
      );
      return { record: presentCountries(row), created };
    },
    getCountries(id: string): Promise<Versioned<HighlightedCountries>> {
      return readRecorded(db, 'highlightedCountries', id, M.countriesNotFound, presentCountries);
    },
    deleteCountries(id: string, ifMatch?: IfMatch): Promise<void> {
      return deleteRecorded(db, 'highlightedCountries', id, ifMatch, M.countriesNotFound);
    },
    async updateCountries(
      id: string,
      values: HighlightedCountriesValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<HighlightedCountries>> {
      const saved = await writing(M.countriesFailed, () =>
        db.transaction((tx) =>
          updateRecorded(tx, 'highlightedCountries', id, ifMatch, M.countriesNotFound, (t) =>
            repo.updateCountries(t, id, values),
          ),
        ),
      );
      return presentVersioned(saved, presentCountries);
    },
  };
}
