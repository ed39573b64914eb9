import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { ExternalLink } from 'lucide-react';
import type { CollectionItem } from '../api/collection-schemas';
import { itemTitle } from '../item-values';

interface ItemLinksProps {
  definition: CollectionDefinition;
  item: CollectionItem;
}

/** The item's web addresses named in `display.links`, each a link labelled by its field. */
export function ItemLinks({ definition, item }: ItemLinksProps) {
  const links = (definition.display.links ?? []).flatMap((name) => {
    const href = item[name];
    if (typeof href !== 'string' || !/^https?:\/\//i.test(href)) return [];
    const label = definition.fields.find((field) => field.name === name)?.label ?? name;
    return [{ name, href, label }];
  });
  if (links.length === 0) return null;
  const title = itemTitle(definition, item);
  return (
    <ul className="mt-3 flex flex-wrap gap-3 text-sm">
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${title} on ${link.label}`}
            className="inline-flex items-center gap-1 font-medium text-edtech-green-dark underline-offset-2 hover:underline"
          >
            {link.label}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
