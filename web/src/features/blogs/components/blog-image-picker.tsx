import { ACCEPT_IMAGES, UPLOAD_HINT } from '@coursedesk/contract/uploads';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { EditorImage } from '../api/blog-request-body';
import { BlogImage, blogImageUrl } from './blog-image';

/** A chosen file as a data: address (the page's content security policy allows those for images). */
function useFilePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return file ? url : undefined;
}

interface BlogImagePickerProps {
  label: string;
  value: EditorImage;
  onChange: (value: EditorImage) => void;
  /** The preview's shape: a wide cover or a round avatar. */
  shape: 'cover' | 'avatar';
}

/**
 * An image of the post: a file chosen here is sent with the post (multipart, docs/blogs.md); a full URL
 * may be typed instead; Remove clears it.
 */
export function BlogImagePicker({ label, value, onChange, shape }: BlogImagePickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), url: useId(), hint: useId() };
  const filePreview = useFilePreview(value instanceof File ? value : undefined);
  const preview = value instanceof File ? filePreview : blogImageUrl(value.trim());
  const hasImage = value instanceof File || value.trim() !== '';

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <BlogImage
          src={preview}
          alt={`${label} preview`}
          className={
            shape === 'cover'
              ? 'aspect-video w-full shrink-0 rounded-lg border border-slate-200 sm:w-64'
              : 'size-24 shrink-0 rounded-full border border-slate-200 text-xs'
          }
        />
        <div className="flex-1 space-y-3">
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            accept={ACCEPT_IMAGES}
            aria-label={`Upload ${label.toLowerCase()}`}
            aria-describedby={ids.hint}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after a removal.
              event.target.value = '';
              if (file) onChange(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {hasImage ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            </Button>
            {hasImage ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                <Trash2 aria-hidden="true" />
                Remove {label.toLowerCase()}
              </Button>
            ) : null}
          </div>
          <p id={ids.hint} className="text-xs text-slate-500">
            {value instanceof File ? `${value.name} will be uploaded with the post. ` : ''}
            {UPLOAD_HINT}
          </p>
          <div>
            <Label htmlFor={ids.url}>{label} URL (optional)</Label>
            <Input
              id={ids.url}
              type="url"
              placeholder="https://"
              value={typeof value === 'string' && /^https?:/i.test(value) ? value : ''}
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
