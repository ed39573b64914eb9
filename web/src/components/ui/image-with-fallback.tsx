import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

interface ImageWithFallbackProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** A person's name: without an image, or when it cannot load, their two initials stand in. */
  initialsOf?: string;
  /** How the image fills its box: `contain` (logos) or `cover` (photos). */
  fit?: 'contain' | 'cover';
  /** What stands in instead of the icon: told whether there is no address or it failed to load. */
  fallback?: (missing: boolean) => ReactNode;
}

/** Up to two initials of a name: 'Ada Lovelace' → 'AL', 'Plato' → 'PL'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`
      : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * An image that shows a placeholder, with the same text alternative, if it cannot load (docs/uploads.md):
 * a person's initials when `initialsOf` names them, else an icon.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  initialsOf,
  fit = 'contain',
  fallback,
}: ImageWithFallbackProps) {
  // Remembering which address failed lets a new address try again.
  const [failedSrc, setFailedSrc] = useState<string>();

  if ((!src || failedSrc === src) && initialsOf !== undefined && initials(initialsOf)) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex items-center justify-center bg-slate-200 font-semibold text-slate-700',
          className,
        )}
      >
        <span aria-hidden="true">{initials(initialsOf)}</span>
      </div>
    );
  }
  if (!src || failedSrc === src) {
    if (fallback) return fallback(!src);
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
      >
        <ImageOff aria-hidden="true" className="size-1/2 max-h-6 max-w-6" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
