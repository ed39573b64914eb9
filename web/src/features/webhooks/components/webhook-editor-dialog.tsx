import {
  type Webhook,
  type WebhookEventType,
  webhookEventLabels,
  webhookEventTypes,
  webhookInput,
} from '@coursedesk/contract/webhooks';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';

export type WebhookEditor =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; webhook: Webhook };

/**
 * Adds or edits an endpoint: its URL, a note, and the events it is sent. After a create the
 * dialog shows the signing secret, the only time it is shown.
 */
export function WebhookEditorDialog({
  editor,
  onClose,
}: {
  editor: WebhookEditor;
  onClose: () => void;
}) {
  const editing = editor.mode === 'edit' ? editor.webhook : undefined;
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(
    editing?.events ?? ['content.published', 'content.updated', 'content.deleted'],
  );
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | undefined>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const saving = create.isPending || update.isPending;

  function toggle(event: WebhookEventType) {
    setEvents((current) =>
      current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
    );
  }

  function submit(form: FormEvent) {
    form.preventDefault();
    const input = { url, description, events, enabled };
    const checked = webhookInput.safeParse(input);
    if (!checked.success) {
      setProblems(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      return;
    }
    setProblems({});
    const failed = (error: unknown) => {
      if (error instanceof Error && 'issues' in error && Array.isArray(error.issues)) {
        const issues = error.issues as { path: string; message: string }[];
        setProblems(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      }
      notifyError(errorMessage(error, 'Failed to save webhook'));
    };
    if (editing) {
      update.mutate(
        { id: editing._id, input },
        {
          onSuccess: (reply) => {
            notifySuccess(reply.message ?? 'Webhook updated');
            onClose();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (reply) => setSecret(reply.data.secret),
        onError: failed,
      });
    }
  }

  if (secret) {
    return (
      <Modal open onOpenChange={(open) => !open && onClose()} title="Webhook created">
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            Copy this signing secret now: it will not be shown again. The receiver checks each
            delivery's <code>Coursedesk-Signature</code> header with it.
          </p>
          <div className="flex items-center gap-2">
            <Input readOnly value={secret} aria-label="Signing secret" className="font-mono" />
            <Button
              variant="secondary"
              size="icon"
              aria-label="Copy secret"
              onClick={() => {
                void navigator.clipboard?.writeText(secret);
                notifySuccess('Secret copied');
              }}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Webhook' : 'Add Webhook'}
      description="Where Coursedesk sends a signed notice when something changes."
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-url">Endpoint URL</Label>
          <Input
            id="webhook-url"
            value={url}
            placeholder="https://example.com/hooks/coursedesk"
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={problems.url ? true : undefined}
            aria-describedby={problems.url ? 'webhook-url-error' : undefined}
          />
          {problems.url ? (
            <p id="webhook-url-error" className="text-sm text-edtech-red">
              {problems.url}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-description">Description</Label>
          <Input
            id="webhook-description"
            value={description}
            placeholder="Rebuild the website"
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {webhookEventTypes.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={() => toggle(event)}
                />
                <span>{webhookEventLabels[event]}</span>
                <code className="text-xs text-slate-400">{event}</code>
              </label>
            ))}
          </div>
          {problems.events ? <p className="text-sm text-edtech-red">{problems.events}</p> : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Enabled
        </label>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {editing ? 'Save Webhook' : 'Create Webhook'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
