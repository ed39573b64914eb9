import type { Webhook as WebhookRecord } from '@coursedesk/contract/webhooks';
import { webhookEventLabels } from '@coursedesk/contract/webhooks';
import { Pencil, Plus, Send, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useTestWebhook } from '../api/test-webhook';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { type WebhookEditor, WebhookEditorDialog } from '../components/webhook-editor-dialog';

/** Webhooks: the addresses told of each change, each with a test send and its delivery log. */
export function WebhooksRoute() {
  const webhooks = useWebhooks();
  const [editor, setEditor] = useState<WebhookEditor>({ mode: 'closed' });
  const deletion = useConfirmedDelete(useDeleteWebhook(), {
    confirm: 'Are you sure you want to delete this webhook? Its delivery log goes with it.',
    failed: 'Failed to delete webhook',
  });
  const test = useTestWebhook();

  function sendTest(webhook: WebhookRecord) {
    test.mutate(webhook._id, {
      onSuccess: (reply) => notifySuccess(reply.message ?? 'Test event queued'),
      onError: (error) => notifyError(errorMessage(error, 'Failed to send a test event')),
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhooks"
        description="Tell other systems, such as the website's build, when content, inquiries or payments change."
        actions={
          <Button onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add Webhook
          </Button>
        }
      />
      {webhooks.isPending ? <Spinner label="Loading webhooks..." /> : null}
      {webhooks.isError ? (
        <p role="alert" className="text-sm text-edtech-red">
          Failed to fetch webhooks
        </p>
      ) : null}
      {webhooks.data?.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title="No webhooks yet"
          description="Add an endpoint to be told of each change."
        />
      ) : null}
      {webhooks.data?.map((webhook) => (
        <Card
          key={webhook._id}
          as="section"
          padding="md"
          aria-label={`Webhook ${webhook.url}`}
          className="space-y-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h2 className="truncate font-mono text-sm font-semibold text-slate-900">
                {webhook.url}
              </h2>
              {webhook.description ? (
                <p className="text-sm text-slate-500">{webhook.description}</p>
              ) : null}
              <div className="flex flex-wrap gap-1.5">
                {webhook.enabled ? null : <Badge tone="gray">Disabled</Badge>}
                {webhook.events.map((event) => (
                  <Badge key={event} tone="blue">
                    {webhookEventLabels[event]}
                  </Badge>
                ))}
              </div>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={test.isPending}
                onClick={() => sendTest(webhook)}
              >
                <Send aria-hidden="true" />
                Send test
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${webhook.url}`}
                onClick={() => setEditor({ mode: 'edit', webhook })}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${webhook.url}`}
                disabled={deletion.deletingId === webhook._id}
                onClick={() => deletion.remove(webhook._id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
          <WebhookDeliveries webhook={webhook} />
        </Card>
      ))}
      {editor.mode === 'closed' ? null : (
        <WebhookEditorDialog
          key={editor.mode === 'edit' ? editor.webhook._id : 'new'}
          editor={editor}
          onClose={() => setEditor({ mode: 'closed' })}
        />
      )}
    </div>
  );
}
