import { type PublishStatus, publishStatusLabels } from '@coursedesk/contract/publishing';
import { formatDateTime } from '@/lib/format';
import { Badge, type BadgeTone } from './badge';

const tones: Record<PublishStatus, BadgeTone> = {
  draft: 'gray',
  published: 'green',
  scheduled: 'blue',
};

/** A record's publishing state (docs/publishing.md); a schedule says when. */
export function PublishStatusBadge({
  status,
  publishAt,
}: {
  status: PublishStatus;
  publishAt?: string | null;
}) {
  return (
    <Badge tone={tones[status]}>
      {publishStatusLabels[status]}
      {status === 'scheduled' && publishAt ? ` · ${formatDateTime(publishAt)}` : null}
    </Badge>
  );
}
