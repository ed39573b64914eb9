import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { PublishStatusBadge } from '@/components/ui/publish-status-badge';
import type { CollectionItem } from '../api/collection-schemas';
import { fieldText, itemTitle } from '../item-values';
import { ItemChips } from './item-chips';
import { ItemLinks } from './item-links';

interface ItemTextProps {
  definition: CollectionDefinition;
  item: CollectionItem;
  /** The heading's id, which names the item's article. */
  titleId: string;
}

/** An item's headline, subtitle, body text and chips, from the section's display hints. */
export function ItemText({ definition, item, titleId }: ItemTextProps) {
  const { subtitle, body } = definition.display;
  const subtitleText = subtitle ? fieldText(definition, item, subtitle) : '';
  const bodyText = body ? fieldText(definition, item, body) : '';
  return (
    <>
      {/* Level 2: items sit straight under the screen's h1, like the new-item form. */}
      <h2 id={titleId} className="font-semibold break-words text-slate-900">
        {itemTitle(definition, item)}
      </h2>
      {subtitleText ? (
        <p className="mt-0.5 text-sm break-words text-slate-500">{subtitleText}</p>
      ) : null}
      {bodyText ? (
        <p className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-600">{bodyText}</p>
      ) : null}
      <ItemChips definition={definition} item={item} />
      {item.publishStatus ? (
        <div className="mt-2">
          <PublishStatusBadge status={item.publishStatus} publishAt={item.publishAt} />
        </div>
      ) : null}
      <ItemLinks definition={definition} item={item} />
    </>
  );
}
