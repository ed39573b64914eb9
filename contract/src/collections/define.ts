import { z } from 'zod';
import { deletedResponse, envelope } from '../envelope.ts';
import { listQuery, oneOfFilter, pagedEnvelope } from '../list.ts';
import {
  checkPublishing,
  publishingFields,
  publishingShape,
  publishStatuses,
} from '../publishing.ts';
import { isValidSvgPath } from '../svg-path.ts';
import { text } from '../text.ts';
import { isStoredImageName, type UploadArea, type UploadEndpoint } from '../uploads.ts';
import { isSitePath, isWebAddress } from '../web-address.ts';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * How a form shows a field: `emoji` and `url` are text with a preview, `svgPath` path data with
 * a rendered preview, `select` a choice among `options`, `number` a whole number, `image` an
 * upload with a preview, `rating` stars (whole, or halves with `step: 0.5`), `boolean` a switch,
 * `country` a two-letter code shown with its country's name.
 */
export const fieldKinds = [
  'text',
  'textarea',
  'number',
  'select',
  'emoji',
  'url',
  'svgPath',
  'image',
  'rating',
  'boolean',
  'country',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** The wire names of a collection's input: a declaration naming another field does not compile. */
export type FieldName<Input extends z.ZodObject> = Extract<keyof z.input<Input>, string>;

export interface CollectionField<Name extends string = string> {
  /** The wire name, a key of the collection's input schema. */
  name: Name;
  label: string;
  kind: FieldKind;
  placeholder?: string;
  hint?: string;
  options?: readonly FieldOption[];
  /** Shown as '(optional)' next to the label: the item saves without it. */
  optional?: boolean;
  /** `number`: the least and greatest value the control offers (the schema still decides). */
  min?: number;
  max?: number;
  /** `rating`: whole stars (1) or halves (0.5). */
  step?: 1 | 0.5;
  /**
   * `image`: the upload endpoint (docs/uploads.md) that stores a chosen file at once, before the item
   * is saved (mentors). Without one, the file is sent with the item as multipart.
   */
  uploadEndpoint?: UploadEndpoint;
}

/**
 * A collection whose items hold an uploaded image: the generic routes accept
 * `multipart/form-data` on create and update (text parts plus an optional `image` part, stored
 * in `area` and named in `field`), and keep the image's references with each row write.
 */
export interface CollectionUpload<Name extends string = string> {
  field: Name;
  area: UploadArea;
}

/** How one item appears in the list: which fields make its headline, text and decorations. */
export interface CollectionDisplay<Name extends string = string> {
  title: Name;
  subtitle?: Name;
  body?: Name;
  /** Fields shown as small labelled chips. */
  chips?: Name[];
  /** A visual at the start of the item, taken from one field. */
  leading?: { kind: 'emoji' | 'image' | 'svgPath' | 'value'; field: Name };
  /** A field naming the item's accent colour (a value of accents.ts). */
  accent?: Name;
  /** Web addresses shown as links named by their field's label (e.g. social profiles). */
  links?: Name[];
}

export interface CollectionMessages {
  /** The section's message for empty fields (docs/collections.md), said once per form. */
  required: string;
  empty: string;
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  deleteConfirm: string;
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  duplicate: string;
  /** Said when a new item lacks a field of `requiredOnCreate`. */
  requiredOnCreate?: string;
}

export interface CollectionDefinition<Input extends z.ZodObject = z.ZodObject> {
  /** The API segment: `/api/admin/{name}`. */
  name: string;
  /** The screen's route. */
  path: `/${string}`;
  /** Screen heading and sidebar label. */
  title: string;
  description: string;
  /** 'FAQ', 'Milestone': used in headings and messages such as 'New FAQ'. */
  singular: string;
  /** The add button's text: 'Add {singular}' unless the screen words it otherwise. */
  addLabel: string;
  input: Input;
  upload?: CollectionUpload<FieldName<Input>>;
  /** Fields that a new item must have, though an existing one may lack them (docs/collections.md). */
  requiredOnCreate?: readonly FieldName<Input>[];
  fields: readonly CollectionField<FieldName<Input>>[];
  /** `list`: rows with inline editing; `cards`: a grid of cards with an edit form. */
  layout: 'list' | 'cards';
  display: CollectionDisplay<FieldName<Input>>;
  messages: CollectionMessages;
  /** Values a new item's form starts with, given the section's summary. */
  defaults(summary: CollectionSummary): Partial<z.input<Input>>;
  /** A search box over these fields, with its placeholder (docs/collections.md). */
  search?: { fields: readonly FieldName<Input>[]; placeholder: string };
  /**
   * Figures shown above the items, each computed over all of them by the server (the summary's
   * `stats`, by `key`); the server declares each one's SQL beside the section's table.
   */
  stats?: readonly CollectionStat[];
  /**
   * Items numbered `{prefix}{number}` ('stat-001', or a plain number with an empty prefix): the
   * summary says the highest number in use, so a new item's form can offer the next one.
   */
  numbered?: { prefix: string; digits: number };
}

export interface CollectionStat {
  key: string;
  label: string;
}

/** What the server says of a section's items as a whole: how many, its figures, its numbering. */
export const collectionSummary = z.object({
  total: z.number().int().min(0),
  stats: z.record(z.string(), z.number()),
  /** The highest number of the numbered items (0 when none is numbered). */
  highestNumber: z.number().int().min(0),
});
export type CollectionSummary = z.infer<typeof collectionSummary>;

/** The summary of a section with no items. */
export const emptySummary: CollectionSummary = { total: 0, stats: {}, highestNumber: 0 };

/** How many items a section's page holds unless the call says otherwise (the most it allows). */
export const COLLECTION_PAGE_SIZE = 100;

/** The one order of a section's list: the order the website shows its items in. */
export const collectionSortFields = ['position'] as const;

export function defineCollection<const Name extends string, Input extends z.ZodObject>(
  definition: Omit<CollectionDefinition<Input>, 'messages' | 'name' | 'path' | 'addLabel'> & {
    name: Name;
    /** The screen's route when it is not `/{name}`. */
    path?: `/${string}`;
    addLabel?: string;
    messages: Pick<
      CollectionMessages,
      'required' | 'empty' | 'fetchFailed' | 'saveFailed' | 'deleteFailed' | 'deleteConfirm'
    > &
      Partial<CollectionMessages>;
  },
): CollectionDefinition<Input> & { name: Name } {
  const { name, path = `/${name}`, ...rest } = definition;
  const { singular } = rest;
  return {
    name,
    path,
    ...rest,
    addLabel: definition.addLabel ?? `Add ${singular}`,
    messages: {
      created: `${singular} created successfully`,
      updated: `${singular} updated successfully`,
      deleted: `${singular} deleted successfully`,
      notFound: `${singular} not found`,
      duplicate: `This ${singular} ID is already in use`,
      ...definition.messages,
    },
  };
}

/**
 * The messages of a section's list in their usual words, from what one item and several are
 * called ('milestone', 'milestones'); a section words any of them otherwise by overriding it.
 */
export function listMessages(required: string, one: string, many: string) {
  return {
    required,
    empty: `No ${many}`,
    fetchFailed: `Failed to fetch ${many}`,
    saveFailed: `Failed to save ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    deleteConfirm: `Are you sure you want to delete this ${one}?`,
  };
}

/** The stored item: the input's fields plus the server identifier and timestamps. */
export function itemSchema<Input extends z.ZodObject>(input: Input) {
  return input.extend({
    _id: z.string(),
    ...publishingFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  });
}

/**
 * What a create or update takes: the section's fields and the item's publishing state
 * (docs/publishing.md), a schedule with a time in the future.
 */
export function collectionWriteInput<Input extends z.ZodObject>(input: Input) {
  return input.extend(publishingShape).superRefine(checkPublishing);
}

/** The query of a section's list: a page in the site's order, and a search when it has one. */
export function collectionListQuery(definition: Pick<CollectionDefinition, 'search'>) {
  return listQuery(
    {
      sortFields: collectionSortFields,
      defaultSortOrder: 'asc',
      defaultLimit: COLLECTION_PAGE_SIZE,
      search: definition.search !== undefined,
    },
    { publishStatus: oneOfFilter('publishStatus', publishStatuses) },
  );
}

export function collectionSchemas<Input extends z.ZodObject>(input: Input) {
  const item = itemSchema(input);
  return {
    item,
    listResponse: pagedEnvelope(item),
    itemResponse: envelope(item),
    summaryResponse: envelope(collectionSummary),
    deleteResponse: deletedResponse,
  };
}

// Field builders. `required` is the section's own message for a missing value (docs/collections.md).

export function requiredText(required: string, label: string, max = 200) {
  return text(label, required)
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A missing value gets the section's message; a value outside the choices names them. */
/** A required title and its longer description, the text of many sections' items. */
export function titleAndDescription(required: string) {
  return {
    title: requiredText(required, 'Title'),
    description: requiredText(required, 'Description', 2_000),
  };
}

/** The form fields of `titleAndDescription`. */
export const titleAndDescriptionFields = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'textarea' },
] as const satisfies readonly CollectionField<'title' | 'description'>[];

export function requiredChoice<const Values extends readonly [string, ...string[]]>(
  required: string,
  label: string,
  values: Values,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? required
        : `${label} must be one of: ${values.join(', ')}`,
  });
}

export function wholeNumber(required: string, label: string, min: number, max = 1_000_000) {
  return z
    .number({ error: required })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/**
 * A web address starting with http:// or https://; with `sitePath`, a path on this site
 * (`/logos/acme.svg`) as well, for images the app serves itself.
 */
export function httpUrl(required: string, label: string, options: { sitePath?: boolean } = {}) {
  const accepts = (value: string) =>
    isWebAddress(value) || (options.sitePath === true && isSitePath(value));
  const message = options.sitePath
    ? `${label} must be a web address starting with http:// or https://, or a path on this site starting with /`
    : `${label} must be a web address starting with http:// or https://`;
  return requiredText(required, label, 2_000).refine(accepts, message);
}

/** A plain image file name kept from earlier data (`ada-lovelace.jpg`): no path, no traversal. */
const BARE_IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|gif|webp)$/i;

/**
 * An image value: a name the server gave an upload (served from its area, docs/uploads.md) or a full
 * http(s) address.
 */
export function imageValue(required: string, label: string) {
  return requiredText(required, label, 2_000).refine(isImageValue, imageMessage(label));
}

export function isImageValue(value: string): boolean {
  return isStoredImageName(value) || isWebAddress(value) || BARE_IMAGE_NAME.test(value);
}

const imageMessage = (label: string) =>
  `${label} must be an uploaded image or a web address starting with http:// or https://`;

/**
 * Optional text: empty ('', missing or null) is no value, which the server stores as null so an
 * edit can clear it. A given value is trimmed and, with `check`, must pass it. (No transforms: the
 * server also encodes its answers with these schemas.)
 */
export function optionalText(
  label: string,
  max = 200,
  check?: { accepts: (value: string) => boolean; message: string },
) {
  const value = text(label, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return (
    check ? value.refine((v) => v === '' || check.accepts(v), check.message) : value
  ).nullish();
}

/** An optional image value (see `imageValue`). */
export function optionalImage(label: string) {
  return optionalText(label, 2_000, { accepts: isImageValue, message: imageMessage(label) });
}

/** An optional absolute http(s) address. */
export function optionalHttpUrl(label: string) {
  return optionalText(label, 2_000, {
    accepts: isWebAddress,
    message: `${label} must be a web address starting with http:// or https://`,
  });
}

/** Whether a field of an input schema is optional (`optionalText`): empty means no value. */
export function isOptionalField(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success && schema.safeParse(null).success;
}

export function svgPath(required: string, label: string) {
  return text(label, required)
    .trim()
    .min(1, required)
    .refine(
      isValidSvgPath,
      `${label} must be valid SVG path data (for example M13 10V3L4 14h7v7l9-11h-7z)`,
    );
}

export function options<const Values extends readonly string[]>(
  values: Values,
  label: (value: Values[number]) => string,
): FieldOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * The next of a run of numbered IDs such as 'stat-001': one past the highest number in use (the
 * summary's `highestNumber`), so an ID freed by a delete is not handed out again while a higher
 * one exists.
 */
export function nextNumberedId(prefix: string, highestNumber: number, digits = 3): string {
  return `${prefix}${String(highestNumber + 1).padStart(digits, '0')}`;
}

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
