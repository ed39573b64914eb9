import {
  type CreatedSiteKey,
  siteKeyMessages as M,
  SITE_KEY_NAME_MAX,
  type SiteKey,
  siteKeyInput,
} from '@coursedesk/contract/site-keys';
import { Ban, Copy, KeyRound, Plus } from 'lucide-react';
import { type FormEvent, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateSiteKey } from '../api/create-site-key';
import { useSiteKeys } from '../api/get-site-keys';
import { useRevokeSiteKey } from '../api/revoke-site-key';

const Modal = lazy(async () => ({ default: (await import('@/components/ui/modal')).Modal }));

const when = (value: string | null, none: string) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : none;

/**
 * Site keys (docs/website-api.md, "Site keys"): the keys a website's own server sends with its
 * visitors' addresses, created here (the key is shown once), listed with their last use, revoked.
 */
export function SiteKeysRoute() {
  const keys = useSiteKeys();
  const create = useCreateSiteKey();
  const revoke = useRevokeSiteKey();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedSiteKey | undefined>();
  const [revoking, setRevoking] = useState<SiteKey | undefined>();

  function closeCreate() {
    setCreating(false);
    setCreated(undefined);
    setName('');
    setNameError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = siteKeyInput.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? M.nameRequired);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ data, message }) => {
        setCreated(data);
        notifySuccess(message ?? M.created);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to create the site key')),
    });
  }

  function revokeKey(key: SiteKey) {
    revoke.mutate(key._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message ?? M.revoked);
        setRevoking(undefined);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to revoke the site key')),
    });
  }

  async function copyKey(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      notifySuccess('Key copied');
    } catch {
      notifyError('Copy failed: select the key and copy it');
    }
  }

  const columns: TableColumn<SiteKey>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (key) => <p className="font-medium text-slate-900">{key.name}</p>,
    },
    {
      id: 'prefix',
      header: 'Key',
      cell: (key) => <code className="text-xs text-slate-600">{key.prefix}…</code>,
    },
    { id: 'created', header: 'Created', cell: (key) => when(key.createdAt, '') },
    { id: 'used', header: 'Last used', cell: (key) => when(key.lastUsedAt, 'Never') },
    {
      id: 'status',
      header: 'Status',
      cell: (key) => (key.revokedAt ? <>Revoked {when(key.revokedAt, '')}</> : 'Active'),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      actions: true,
      cell: (key) =>
        key.revokedAt ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="text-edtech-red"
            onClick={() => setRevoking(key)}
            aria-label={`Revoke ${key.name}`}
          >
            <Ban aria-hidden="true" />
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Site keys"
        description="Keys your website's server sends with its calls, so the contact form and coupon check count each visitor rather than the server."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New site key
          </Button>
        }
      />
      {keys.isError && !keys.data ? (
        <p role="alert" className="text-sm text-edtech-red">
          {errorMessage(keys.error, 'Failed to load the site keys')}
        </p>
      ) : keys.isPending ? (
        <Spinner className="py-12" />
      ) : (
        <Table
          label="Site keys"
          columns={columns}
          rows={keys.data ?? []}
          rowKey={(key) => key._id}
          empty={
            <p className="px-6 py-12 text-center text-sm text-slate-500">
              No site keys yet. A website calling only from visitors' browsers needs none.
            </p>
          }
        />
      )}
      <OnDemand open={creating}>
        <Modal
          open={creating}
          onOpenChange={(open) => {
            if (!open) closeCreate();
          }}
          title={created ? 'Copy the new key' : 'New site key'}
        >
          {created ? (
            <div className="space-y-4 px-6 py-5">
              <p className="text-sm text-slate-700">
                This is the only time the key is shown. Keep it in your website server's
                configuration, never in a page a browser loads.
              </p>
              <div className="flex items-center gap-2">
                <Input readOnly value={created.key} aria-label="Site key" className="font-mono" />
                <Button variant="secondary" onClick={() => void copyKey(created.key)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
              <div className="flex justify-end">
                <Button onClick={closeCreate}>Done</Button>
              </div>
            </div>
          ) : (
            <form className="space-y-4 px-6 py-5" onSubmit={submit} noValidate>
              <div className="space-y-1">
                <label htmlFor="site-key-name" className="text-sm font-medium text-slate-700">
                  Name
                </label>
                <Input
                  id="site-key-name"
                  value={name}
                  maxLength={SITE_KEY_NAME_MAX}
                  placeholder="Main website"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? 'site-key-name-error' : undefined}
                  onChange={(event) => {
                    setName(event.target.value);
                    setNameError(undefined);
                  }}
                />
                {nameError ? (
                  <p id="site-key-name-error" className="text-sm text-edtech-red">
                    {nameError}
                  </p>
                ) : null}
              </div>
              <div className="flex justify-end gap-3">
                <Button type="button" variant="secondary" onClick={closeCreate}>
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  <KeyRound aria-hidden="true" />
                  {create.isPending ? 'Creating...' : 'Create key'}
                </Button>
              </div>
            </form>
          )}
        </Modal>
      </OnDemand>
      <OnDemand open={revoking !== undefined}>
        <Modal
          open={revoking !== undefined}
          onOpenChange={(open) => {
            if (!open) setRevoking(undefined);
          }}
          title="Revoke site key"
        >
          <div className="space-y-6 px-6 py-5">
            <p className="text-sm text-slate-700">
              Revoke “{revoking?.name}”? Calls with this key are refused from now on; this cannot be
              undone.
            </p>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setRevoking(undefined)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => revoking && revokeKey(revoking)}
                disabled={revoke.isPending}
              >
                {revoke.isPending ? 'Revoking...' : 'Revoke'}
              </Button>
            </div>
          </div>
        </Modal>
      </OnDemand>
    </div>
  );
}
