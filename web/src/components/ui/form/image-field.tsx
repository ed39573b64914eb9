import {
  ACCEPT_IMAGES,
  imageUrl,
  UPLOAD_HINT,
  uploadEndpointToasts,
  uploadResponse,
} from '@coursedesk/contract/uploads';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { ApiError, apiRequest } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Button } from '../button';
import { ImageWithFallback } from '../image-with-fallback';
import { Spinner } from '../spinner';
import { controlA11y, type FormFieldProps, pathOf } from './types';

/** The address to show for a field's value: a chosen file, a stored name or a full URL. */
function usePreviewSource(value: unknown, area: FormFieldProps<FieldValues>['uploadArea']) {
  const [fileUrl, setFileUrl] = useState<string>();
  // A data: address, which the page's content security policy allows for images (blob: it does not).
  useEffect(() => {
    if (!(value instanceof File)) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setFileUrl(reader.result);
    };
    reader.readAsDataURL(value);
    return () => {
      current = false;
      reader.abort();
    };
  }, [value]);
  if (value instanceof File) return fileUrl;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return area ? imageUrl(area, value.trim()) : value.trim();
}

/**
 * An image: a preview, a button to choose a file and one to remove the image. A field with an
 * upload endpoint uploads the file at once and holds the stored name (docs/uploads.md); any other
 * holds the chosen file, which the form sends with the item as multipart.
 */
export function ImageField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, id, uploadArea } = props;
  const { field: input } = useController({ control: props.control, name: pathOf<TValues>(field) });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The file being uploaded is previewed at once; a failed upload removes its preview.
  const [pending, setPending] = useState<File>();
  const preview = usePreviewSource(pending ?? input.value, uploadArea);
  const current: unknown = input.value;
  const hasImage =
    current instanceof File || (typeof current === 'string' && current.trim() !== '');
  const hintId = `${id}-upload-hint`;
  const a11y = controlA11y(props);

  async function choose(file: File) {
    const endpoint = field.uploadEndpoint;
    if (!endpoint) {
      input.onChange(file);
      return;
    }
    const toasts = uploadEndpointToasts[endpoint];
    const body = new FormData();
    body.append('image', file);
    setUploading(true);
    setPending(file);
    try {
      const answer = await apiRequest(`/admin/upload/${endpoint}`, uploadResponse, {
        method: 'POST',
        body,
      });
      input.onChange(answer.filename);
      notifySuccess(toasts.success);
    } catch (error) {
      const reason = error instanceof ApiError && error.isFromServer ? error.message : '';
      notifyError(toasts.withReason && reason ? `${toasts.failure}: ${reason}` : toasts.failure);
    } finally {
      setPending(undefined);
      setUploading(false);
    }
  }

  return (
    <div className="flex items-start gap-4">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <ImageWithFallback
          src={preview}
          alt={`${field.label} preview`}
          className="size-full object-cover"
        />
        {uploading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/80">
            <Spinner label="Uploading..." hideLabel />
          </div>
        ) : null}
      </div>
      <div className="space-y-2">
        <input
          {...a11y}
          aria-describedby={[a11y['aria-describedby'], hintId].filter(Boolean).join(' ')}
          ref={(element) => {
            fileInput.current = element;
            input.ref(element);
          }}
          type="file"
          accept={ACCEPT_IMAGES}
          className="sr-only"
          tabIndex={-1}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a removal.
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {uploading
              ? 'Uploading...'
              : hasImage
                ? `Change ${field.label.toLowerCase()}`
                : `Upload ${field.label.toLowerCase()}`}
          </Button>
          {hasImage && !uploading ? (
            <Button variant="ghost" size="sm" onClick={() => input.onChange('')}>
              <Trash2 aria-hidden="true" />
              Remove {field.label.toLowerCase()}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {UPLOAD_HINT}
        </p>
      </div>
    </div>
  );
}
