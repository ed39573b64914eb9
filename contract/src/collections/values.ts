import { z } from 'zod';
import {
  defineCollection,
  listMessages,
  svgPath,
  titleAndDescription,
  titleAndDescriptionFields,
} from './define.ts';

const required = 'Title and description are required';

/** The lightning shape a value shows until another is chosen (docs/collections.md). */
export const DEFAULT_VALUE_ICON_PATH = 'M13 10V3L4 14h7v7l9-11h-7z';

export const coreValueInput = z.object({
  ...titleAndDescription(required),
  iconPath: svgPath('Icon path is required', 'Icon path').default(DEFAULT_VALUE_ICON_PATH),
});
export type CoreValueInput = z.input<typeof coreValueInput>;

export const valuesCollection = defineCollection({
  name: 'values',
  title: 'Core Values',
  description: 'The values the About page presents, each with an icon.',
  singular: 'Value',
  input: coreValueInput,
  layout: 'cards',
  fields: [
    ...titleAndDescriptionFields,
    {
      name: 'iconPath',
      label: 'Icon SVG path',
      kind: 'svgPath',
      hint: 'Path data for a 24×24 icon; a preview appears beside it',
    },
  ],
  display: { title: 'title', body: 'description', leading: { kind: 'svgPath', field: 'iconPath' } },
  messages: {
    ...listMessages(required, 'value', 'values'),
    empty: 'No values found',
  },
  defaults: () => ({ iconPath: DEFAULT_VALUE_ICON_PATH }),
});
