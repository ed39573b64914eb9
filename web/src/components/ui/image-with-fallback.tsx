import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ImageWithFallbackProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/** An image that shows a placeholder icon, with the same text alternative, if it cannot load. */
export function ImageWithFallback({ src, alt, className }: ImageWithFallbackProps) {
  // Remembering which address failed lets a new address try again.
  const [failedSrc, setFailedSrc] = useState<string>();

  if (!src || failedSrc === src) {
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
      className={cn('object-contain', className)}
    />
  );
}
