import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Success green, failed red, anything else yellow. */
export function transactionTone(status: string): BadgeTone | 'yellow' {
  if (status === 'success') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}

export function TransactionStatusBadge({ status }: { status: string }) {
  const tone = transactionTone(status);
  return tone === 'yellow' ? (
    <span className="inline-flex items-center rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-medium text-yellow-800 ring-1 ring-yellow-300/60 ring-inset">
      {status}
    </span>
  ) : (
    <Badge tone={tone}>{status}</Badge>
  );
}
