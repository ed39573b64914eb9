import { type PublishStatus, publishStatusLabels } from '@coursedesk/contract/publishing';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Input } from './input';
import { PublishStatusBadge } from './publish-status-badge';

interface PublishControlsProps {
  /** The stored state; none for a record not yet created. */
  stored?: { publishStatus: PublishStatus; publishAt: string | null } | undefined;
  /** The date-time control of the schedule (the form's registration of its value). */
  publishAtInput: ComponentProps<'input'>;
  publishAtError?: string | undefined;
  /** Saves the form with this state: 'draft' for Save as draft and Unpublish. */
  onSave: (status: PublishStatus) => void;
  saving: boolean;
  /** "Preview on site", when the site has a preview address. */
  preview?: ReactNode;
}

/**
 * The state of a course, post or website item and the saves that change it (docs/publishing.md):
 * Save as draft, Publish, Unpublish, and Schedule at a date and time.
 */
export function PublishControls({
  stored,
  publishAtInput,
  publishAtError,
  onSave,
  saving,
  preview,
}: PublishControlsProps) {
  const status = stored?.publishStatus ?? 'draft';
  const live = status === 'published';
  const errorId = publishAtInput.id ? `${publishAtInput.id}-error` : undefined;
  return (
    <fieldset
      aria-label="Publishing"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium">Status</span>
        {stored ? (
          <PublishStatusBadge status={stored.publishStatus} publishAt={stored.publishAt} />
        ) : (
          <PublishStatusBadge status="draft" />
        )}
        {stored ? null : <span className="text-slate-500">New items start as drafts.</span>}
        <span className="ms-auto">{preview}</span>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {status === 'draft' ? (
          <Button variant="secondary" size="sm" disabled={saving} onClick={() => onSave('draft')}>
            Save as draft
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={saving} onClick={() => onSave('draft')}>
            Unpublish
          </Button>
        )}
        <Button size="sm" disabled={saving} onClick={() => onSave('published')}>
          {live ? 'Save and keep published' : 'Publish'}
        </Button>
        <div className="flex flex-col gap-1">
          <label htmlFor={publishAtInput.id} className="text-xs font-medium text-slate-600">
            Publish at
          </label>
          <Input
            type="datetime-local"
            className="h-8 w-auto"
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={publishAtError ? errorId : undefined}
            {...publishAtInput}
          />
        </div>
        <Button variant="secondary" size="sm" disabled={saving} onClick={() => onSave('scheduled')}>
          {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </Button>
      </div>
      {publishAtError ? (
        <p id={errorId} role="alert" className="text-sm text-edtech-red">
          {publishAtError}
        </p>
      ) : null}
      <p className="sr-only">{publishStatusLabels[status]}</p>
    </fieldset>
  );
}
