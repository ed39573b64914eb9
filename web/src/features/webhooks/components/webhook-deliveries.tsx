import type { DeliveryStatus, Webhook } from '@coursedesk/contract/webhooks';
import { RotateCcw } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverDelivery } from '../api/redeliver-delivery';

const statusTone: Record<DeliveryStatus, BadgeTone> = {
  pending: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** An endpoint's latest deliveries: what was sent, when, and what the receiver answered. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const deliveries = useWebhookDeliveries(webhook._id);
  const redeliver = useRedeliverDelivery();
  if (deliveries.isPending) return <Spinner label="Loading deliveries..." />;
  if (deliveries.isError) {
    return <p className="text-sm text-edtech-red">Failed to fetch deliveries</p>;
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-slate-500">No deliveries yet. Send a test event.</p>;
  }
  return (
    <table className="w-full text-left text-sm" aria-label={`Deliveries to ${webhook.url}`}>
      <thead className="text-xs text-slate-500 uppercase">
        <tr>
          <th className="py-2 pr-3">Event</th>
          <th className="py-2 pr-3">Status</th>
          <th className="py-2 pr-3">Time</th>
          <th className="py-2 pr-3">Answer</th>
          <th className="py-2 pr-3">Duration</th>
          <th className="py-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((delivery) => (
          <tr key={delivery._id} className="border-t border-slate-100">
            <td className="py-2 pr-3 font-mono text-xs">{delivery.eventType}</td>
            <td className="py-2 pr-3">
              <Badge tone={statusTone[delivery.status]}>
                {delivery.status}
                {delivery.attempts > 1 ? ` (${delivery.attempts} tries)` : ''}
              </Badge>
            </td>
            <td className="py-2 pr-3 text-slate-600">
              {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
            </td>
            <td className="py-2 pr-3" title={delivery.lastError ?? undefined}>
              {delivery.lastStatusCode ?? (delivery.lastError ? 'no answer' : '—')}
            </td>
            <td className="py-2 pr-3">
              {delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`}
            </td>
            <td className="py-2 text-right">
              <Button
                variant="ghost"
                size="sm"
                disabled={redeliver.isPending}
                onClick={() =>
                  redeliver.mutate(delivery._id, {
                    onSuccess: (reply) => notifySuccess(reply.message ?? 'Queued again'),
                    onError: (error) => notifyError(errorMessage(error, 'Failed to redeliver')),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Redeliver
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
