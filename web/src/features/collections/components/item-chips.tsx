import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { BadgeCheck } from 'lucide-react';
import { accentStyle } from '@/components/ui/accent';
import { Stars } from '@/components/ui/stars';
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
  const fieldOf = (name: string) => definition.fields.find((field) => field.name === name);
  const labelOf = (name: string) => fieldOf(name)?.label ?? name;
  // A yes-or-no field shows as a badge of its label when yes ('Verified'), and not at all when no.
  const shown = chips.filter((name) =>
    fieldOf(name)?.kind === 'boolean'
      ? item[name] === true
      : fieldText(definition, item, name) !== '',
  );
  const accentText = accent ? fieldText(definition, item, accent) : '';
  if (shown.length === 0 && !accentText) return null;

  return (
    <ul aria-label="Details" className="mt-3 flex flex-wrap gap-2">
      {shown.map((name) => {
        const kind = fieldOf(name)?.kind;
        if (kind === 'boolean') {
          return (
            <li
              key={name}
              className={cn(chipClassName, 'bg-emerald-50 text-emerald-800 ring-emerald-200')}
            >
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {labelOf(name)}
            </li>
          );
        }
        return (
          <li key={name} className={chipClassName}>
            <span className="text-slate-600">{labelOf(name)}:</span>
            {kind === 'rating' && typeof item[name] === 'number' ? (
              <Stars value={item[name]} />
            ) : null}
            {fieldText(definition, item, name)}
          </li>
        );
      })}
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
