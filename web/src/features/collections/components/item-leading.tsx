import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { isValidSvgPath } from '@coursedesk/contract/svg-path';
import { imageUrl } from '@coursedesk/contract/uploads';
import { Shapes } from 'lucide-react';
import { accentStyle } from '@/components/ui/accent';
import { EmojiSymbol } from '@/components/ui/emoji-symbol';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { SvgPathIcon } from '@/components/ui/svg-path-icon';
import { cn } from '@/lib/cn';
import type { CollectionItem } from '../api/collection-schemas';
import { fieldText, itemTitle } from '../item-values';

interface ItemLeadingProps {
  definition: CollectionDefinition;
  item: CollectionItem;
  /** Cards give the visual more room than list rows. */
  size?: 'md' | 'lg';
}

/** The visual at the start of an item, as the section's display hints describe it. */
export function ItemLeading({ definition, item, size = 'md' }: ItemLeadingProps) {
  const { leading, accent } = definition.display;
  if (!leading) return null;
  const value = fieldText(definition, item, leading.field);
  const tone = accent ? accentStyle(item[accent]) : undefined;
  const tile = cn(
    'flex shrink-0 items-center justify-center rounded-xl',
    size === 'lg' ? 'size-14' : 'size-12',
  );

  switch (leading.kind) {
    case 'emoji':
      return (
        <span
          aria-hidden="true"
          className={cn(tile, 'overflow-hidden', tone?.soft ?? 'bg-slate-100')}
        >
          <EmojiSymbol value={value} className={size === 'lg' ? 'text-4xl' : 'text-3xl'} />
        </span>
      );
    case 'image': {
      // An uploaded image (a person's photo) fills its tile, and their initials stand in for it.
      const { upload } = definition;
      if (upload && upload.field === leading.field) {
        return (
          <ImageWithFallback
            src={value ? imageUrl(upload.area, value) : undefined}
            alt={itemTitle(definition, item)}
            initialsOf={itemTitle(definition, item)}
            fit="cover"
            className={cn(tile, 'rounded-full border border-slate-200')}
          />
        );
      }
      return (
        <ImageWithFallback
          src={value || undefined}
          alt={itemTitle(definition, item)}
          className={cn(tile, 'border border-slate-200 bg-surface p-1.5')}
        />
      );
    }
    case 'svgPath':
      return (
        <span
          aria-hidden="true"
          className={cn(tile, tone?.soft ?? 'bg-edtech-green/10 text-edtech-green-dark')}
        >
          {/* An invalid stored path is never drawn; a neutral shape stands in for it. */}
          {isValidSvgPath(value) ? (
            <SvgPathIcon path={value} className={size === 'lg' ? 'size-7' : 'size-6'} />
          ) : (
            <Shapes className="size-6 text-slate-400" />
          )}
        </span>
      );
    case 'value':
      return size === 'lg' ? (
        <span
          className={cn(
            'text-3xl font-bold tracking-tight tabular-nums',
            tone?.text ?? 'text-slate-900',
          )}
        >
          {value}
        </span>
      ) : (
        <span
          className={cn(
            'flex h-12 min-w-12 shrink-0 items-center justify-center rounded-xl px-2.5 text-lg font-bold tabular-nums',
            tone?.soft ?? 'bg-slate-100 text-slate-800',
          )}
        >
          {value}
        </span>
      );
  }
}
