import type { Inquiry } from '@coursedesk/contract/inquiries';
import { formatDateTime, formatNumber } from '@/lib/format';

/**
 * How often the website form sent this very message, shown only when it came more than once
 * (the server counts a repeat on one inquiry: docs/website-forms.md, "Repeats").
 */
export function TimesSent({ inquiry }: { inquiry: Pick<Inquiry, 'timesSent' | 'lastSentAt'> }) {
  if (inquiry.timesSent < 2) return null;
  return (
    <p className="font-medium text-slate-700">
      Sent {formatNumber(inquiry.timesSent)} times
      <span className="font-normal text-slate-500">
        , last {formatDateTime(inquiry.lastSentAt)}
      </span>
    </p>
  );
}
