import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { accentStyle } from '@/components/ui/accent';
import { cn } from '@/lib/cn';
import type { CollectionItem } from '../api/collection-schemas';
import { fieldText } from '../item-values';

const chipClassName =
  'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset';

/** The item's labelled chips and, when the section has one, its accent colour. */
export function ItemChips({
  definition,
  item,
}: {
  definition: CollectionDefinition;
  item: CollectionItem;
}) {
  const { chips = [], accent } = definition.display;
  const labelOf = (name: string) =>
    definition.fields.find((field) => field.name === name)?.label ?? name;
  const shown = chips.filter((name) => fieldText(definition, item, name) !== '');
  const accentText = accent ? fieldText(definition, item, accent) : '';
  if (shown.length === 0 && !accentText) return null;

  return (
    <ul aria-label="Details" className="mt-3 flex flex-wrap gap-2">
      {shown.map((name) => (
        <li key={name} className={chipClassName}>
          <span className="text-slate-600">{labelOf(name)}:</span>
          {fieldText(definition, item, name)}
        </li>
      ))}
      {accent && accentText ? (
        <li className={chipClassName}>
          <span
            aria-hidden="true"
            className={cn('size-2.5 rounded-full', accentStyle(item[accent]).swatch)}
          />
          <span className="text-slate-600">{labelOf(accent)}:</span>
          {accentText}
        </li>
      ) : null}
    </ul>
  );
}
