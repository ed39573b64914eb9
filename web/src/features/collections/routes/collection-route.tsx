import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { CollectionScreen } from '../components/collection-screen';

/** The route of a content section; the router gives it the section's definition. */
export function CollectionRoute({ definition }: { definition: CollectionDefinition }) {
  return <CollectionScreen definition={definition} />;
}
